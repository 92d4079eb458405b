// Generated from spec/worker-delegation.yaml (sha256 f0610b27aa5b8b0b) by codegen/emit-workers.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
import type { ErrorObject } from "ajv";
import type { WorkerDescriptor, WorkerRequest } from "../types/worker.js";
interface Guard<T> {
  (data: unknown): data is T;
  errors?: ErrorObject[] | null;
}
export declare const workerRequest: Guard<WorkerRequest>;
export declare const workerDescriptor: Guard<WorkerDescriptor>;
