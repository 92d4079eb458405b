// Generated from spec/packaged.yaml (sha256 dde078eaa12b1336), spec/limits.yaml (sha256 67e715d6df8c73b0) by codegen/emit-packaged.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
import type { ErrorObject } from "ajv";
interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
export declare const packagedServer: Validator;
export declare const packagedPythonServer: Validator;
export declare const packagedNodeServer: Validator;
export declare const facadeOperation: Validator;
export declare const packagedToolFacade: Validator;
