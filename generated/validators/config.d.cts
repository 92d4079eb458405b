// Generated from spec/config.schema.yaml (sha256 c4474160e8527ff8), spec/limits.yaml (sha256 d2503a614ec484cb), spec/credentials.yaml (sha256 f275f668714ce1f4), spec/errors.yaml (sha256 ea9189b234b206a2) by codegen/emit-validators.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
import type { ErrorObject } from "ajv";
declare const validate: {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
};
export = validate;
