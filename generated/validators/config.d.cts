// Generated from spec/config.schema.yaml (sha256 682056c15ac97b3f), spec/limits.yaml (sha256 c1a6566c958979ce), spec/credentials.yaml (sha256 61a7152e17c0c5b6) by codegen/emit-validators.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
import type { ErrorObject } from "ajv";
declare const validate: {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
};
export = validate;
