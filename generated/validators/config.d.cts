// Generated from spec/config.schema.yaml (sha256 8b409d73b2f30e3b), spec/limits.yaml (sha256 accab51e16bd5752) by codegen/emit-validators.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
import type { ErrorObject } from "ajv";
declare const validate: {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
};
export = validate;
