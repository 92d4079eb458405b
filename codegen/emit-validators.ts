// Compiles the published config schema into a standalone ajv validator. Format (a) of the house
// style: CommonJS, because ajv's standalone output may require() its runtime helpers; ajv stays a
// runtime dependency for them. Options here must match test/spec/validator-parity.test.ts.
import { Ajv } from "ajv";
import standalone from "ajv/dist/standalone/index.js";
import { EDITOR_KEYWORDS } from "./editor-messages.js";

const standaloneCode = standalone.default;

export const VALIDATOR_OPTIONS = {
  strict: true,
  strictRequired: false,
  allErrors: true,
  keywords: [...EDITOR_KEYWORDS],
  code: { source: true, lines: true, esm: false },
};

export function emitValidator(header: string, schema: object): { cjs: string; dts: string } {
  const ajv = new Ajv(VALIDATOR_OPTIONS);
  const validate = ajv.compile(schema);
  const code = standaloneCode(ajv, validate);
  const cjs = `${header}\n${code}\n`;
  const dts = `${header}
import type { ErrorObject } from "ajv";
declare const validate: {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
};
export = validate;
`;
  return { cjs, dts };
}
