// Generated from spec/config.schema.yaml (sha256 534d95cbf0b496cd), spec/limits.yaml (sha256 ec15508075391301), spec/credentials.yaml (sha256 ac1349eb9366da59) by codegen/emit-validators.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
import type { ErrorObject } from "ajv";
declare const validate: {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
};
export = validate;
