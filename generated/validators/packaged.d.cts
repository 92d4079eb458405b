// Generated from spec/packaged.yaml (sha256 dc6f96601e30b7d6), spec/limits.yaml (sha256 4f53cda18c2baa0c), spec/config.schema.yaml (sha256 aa286d32691476e6) by codegen/emit-packaged.ts; do not edit.
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
