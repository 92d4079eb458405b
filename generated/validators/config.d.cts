// Generated from spec/config.schema.yaml (sha256 439938d232bdfb83), spec/limits.yaml (sha256 d2503a614ec484cb), spec/credentials.yaml (sha256 553ed71bb725a74d), spec/errors.yaml (sha256 250511c2f6368d56) by codegen/emit-validators.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
import type { ErrorObject } from "ajv";
declare const validate: {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
};
export = validate;
