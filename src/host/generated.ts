// The host area's one entry into generated/.

export { LIMIT_VALUES } from "../../generated/limits.js";
export { PACKAGE_IDENTITY } from "../../generated/package.js";
export { APPROVAL_TABLE, TOOL_DEFINITION } from "../../generated/proxy.js";
export type { SidecarRequest } from "../../generated/sidecar.js";
export {
  SIDECAR_ERRORS,
  SIDECAR_METHODS,
  SIDECAR_NOTIFICATION_GUARDS,
  SIDECAR_NOTIFICATION_METHODS,
  SIDECAR_PARAMS_GUARDS,
  SIDECAR_PROTOCOL_VERSION,
  SIDECAR_REFUSALS,
} from "../../generated/sidecar.js";
export type {
  SidecarError,
  SidecarNotificationParams,
  SidecarParams,
  SidecarResults,
} from "../../generated/types/sidecar.js";
export type { WorkerDescriptor, WorkerRequest } from "../../generated/types/worker.js";
export { WORKER_INTERFACE_VERSION } from "../../generated/worker-delegation.js";

import workerValidators from "../../generated/validators/worker.cjs";

/** The worker request and descriptor validators (spec/worker-delegation.yaml): type guards for their types. */
export const WORKER_VALIDATORS = workerValidators;
