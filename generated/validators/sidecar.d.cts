// Generated from spec/sidecar-protocol.yaml (sha256 109659a1863fc0b9) by codegen/emit-sidecar.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
import type { ErrorObject } from "ajv";
import type { Frozen, InitializeParams, ToolCallParams, WorkerExportParams, WorkerPreflightParams, WorkerScopeParams, PersonCommandParams, StatusParams, ShutdownParams, CancelRequestNotificationParams, ProgressNotificationParams } from "../types/sidecar.js";
interface Guard<T> {
  (data: unknown): data is T;
  errors?: ErrorObject[] | null;
}
export declare const initializeParams: Guard<Frozen<InitializeParams>>;
export declare const toolCallParams: Guard<Frozen<ToolCallParams>>;
export declare const workerExportParams: Guard<Frozen<WorkerExportParams>>;
export declare const workerPreflightParams: Guard<Frozen<WorkerPreflightParams>>;
export declare const workerScopeParams: Guard<Frozen<WorkerScopeParams>>;
export declare const personCommandParams: Guard<Frozen<PersonCommandParams>>;
export declare const statusParams: Guard<Frozen<StatusParams>>;
export declare const shutdownParams: Guard<Frozen<ShutdownParams>>;
export declare const cancelRequestNotification: Guard<Frozen<CancelRequestNotificationParams>>;
export declare const progressNotification: Guard<Frozen<ProgressNotificationParams>>;
