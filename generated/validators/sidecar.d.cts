// Generated from spec/sidecar-protocol.yaml (sha256 84e147f165457cc1) by codegen/emit-sidecar.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
import type { ErrorObject } from "ajv";
interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
export declare const initialize: Validator;
export declare const toolCall: Validator;
export declare const workerExport: Validator;
export declare const workerPreflight: Validator;
export declare const workerScope: Validator;
export declare const personCommand: Validator;
export declare const status: Validator;
export declare const shutdown: Validator;
