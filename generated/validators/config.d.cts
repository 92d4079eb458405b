// Generated from spec/config.schema.yaml (sha256 69af311d0616a84d), spec/limits.yaml (sha256 e63537546621e006) by codegen/emit-validators.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
import type { ErrorObject } from "ajv";
declare const validate: {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
};
export = validate;
