// Generated from spec/worker-delegation.yaml (sha256 c77070005e5e8613) by codegen/emit-workers.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
import type { ErrorObject } from "ajv";
interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
export declare const workerRequest: Validator;
export declare const workerDescriptor: Validator;
