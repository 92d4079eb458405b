// Generated from spec/worker-delegation.yaml (sha256 3822ee3e87403e3e) by codegen/emit-workers.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
import type { ErrorObject } from "ajv";
interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
export declare const workerRequest: Validator;
export declare const workerDescriptor: Validator;
