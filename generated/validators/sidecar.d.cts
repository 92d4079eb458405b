// Generated from spec/sidecar-protocol.yaml (sha256 e744056b95a91f5a) by codegen/emit-sidecar.ts; do not edit.
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
export declare const status: Validator;
export declare const shutdown: Validator;
