// Generated from spec/config.schema.yaml (sha256 10e6c0fd581345ea), spec/limits.yaml (sha256 affe4a63352454e7) by codegen/emit-validators.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
import type { ErrorObject } from "ajv";
declare const validate: {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
};
export = validate;
