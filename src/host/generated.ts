// The host area's one entry into generated/.
import validators from "../../generated/validators/sidecar.cjs";

export { SIDECAR_ERRORS, SIDECAR_METHODS, SIDECAR_NOTIFICATION_METHODS, SIDECAR_PROTOCOL_VERSION, SIDECAR_VALIDATORS } from "../../generated/sidecar.js";
export type { SidecarRequest } from "../../generated/sidecar.js";
export { APPROVAL_TABLE, TOOL_DEFINITION } from "../../generated/proxy.js";
export { PACKAGE_IDENTITY } from "../../generated/package.js";

/** Params validators by export name (see SIDECAR_VALIDATORS). */
export const PARAMS_VALIDATORS: Readonly<Record<string, ((data: unknown) => boolean) | undefined>> = validators as unknown as Record<string, (data: unknown) => boolean>;
export { WORKER_INTERFACE_VERSION } from "../../generated/worker-delegation.js";
export type { WorkerDescriptor, WorkerRequest } from "../../generated/types/worker.js";
import workerValidators from "../../generated/validators/worker.cjs";

/** The worker request and descriptor validators (spec/worker-delegation.yaml). */
export const WORKER_VALIDATORS = workerValidators as unknown as {
  readonly workerRequest: ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
  readonly workerDescriptor: ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
};
