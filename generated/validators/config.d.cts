// Generated from spec/config.schema.yaml (sha256 528891d6d3a4c063), spec/limits.yaml (sha256 58a921800c5d28d3), spec/credentials.yaml (sha256 394d34ffe4888106) by codegen/emit-validators.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
import type { ErrorObject } from "ajv";
declare const validate: {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
};
export = validate;
