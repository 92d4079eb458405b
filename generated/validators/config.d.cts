// Generated from spec/config.schema.yaml (sha256 3032b016fd722493), spec/limits.yaml (sha256 80e087e414dcdfdd), spec/credentials.yaml (sha256 3be6f7f48e4760b6) by codegen/emit-validators.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
import type { ErrorObject } from "ajv";
declare const validate: {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
};
export = validate;
