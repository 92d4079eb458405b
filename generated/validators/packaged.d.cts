// Generated from spec/packaged.yaml (sha256 a7a7ac5b0143d750), spec/limits.yaml (sha256 ec15508075391301) by codegen/emit-packaged.ts; do not edit.
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
