// The refusals of spec/sidecar-protocol.yaml name catalog codes that exist, protocol errors that
// exist, a data field the error object requires, and exactly one cancellation code; the sidecar
// sends what the contract lists.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { checkSidecarSpec } from "../../codegen/emit-sidecar.js";
import type { ErrorEntry, SidecarSpec } from "../../codegen/model.js";
import { SIDECAR_ERRORS, SIDECAR_REFUSALS } from "../../generated/sidecar.js";

const ROOT = join(import.meta.dirname, "..", "..");
const spec = parse(readFileSync(join(ROOT, "spec", "sidecar-protocol.yaml"), "utf8")) as SidecarSpec;
const errors = (
  parse(readFileSync(join(ROOT, "spec", "errors.yaml"), "utf8")) as { errors: Record<string, ErrorEntry> }
).errors;
const contract = JSON.parse(readFileSync(join(ROOT, "generated", "host-contract.json"), "utf8")) as {
  refusals: { dataCodeField: string; cancelled: string; codes: Record<string, string> };
};
const withCodes = (
  codes: SidecarSpec["refusals"]["codes"],
  dataCodeField = spec.refusals.dataCodeField,
): SidecarSpec => ({ ...spec, refusals: { dataCodeField, codes } });

describe("sidecar refusals", () => {
  it("the spec passes, and its cancellation code is the contract's", () => {
    expect(checkSidecarSpec(spec, errors)).toBe("MCPA_RUNTIME_CANCELLED");
    expect(contract.refusals.cancelled).toBe("MCPA_RUNTIME_CANCELLED");
    expect(contract.refusals.dataCodeField).toBe("code");
  });

  it("the sidecar's table and the contract's list the same codes under the same protocol errors", () => {
    const names = Object.fromEntries(Object.entries(SIDECAR_ERRORS).map(([k, v]) => [v, k]));
    expect(Object.fromEntries(Object.entries(SIDECAR_REFUSALS).map(([k, r]) => [k, names[r.error]]))).toEqual(
      contract.refusals.codes,
    );
  });

  it.each([
    [
      "an unknown catalog code",
      withCodes({ ...spec.refusals.codes, MCPA_NOT_A_CODE: { error: "INVALID_PARAMS", hint: false } }),
      /MCPA_NOT_A_CODE is not a code/,
    ],
    [
      "an unknown protocol error",
      withCodes({ ...spec.refusals.codes, MCPA_TOOL_UNKNOWN: { error: "NO_SUCH_ERROR", hint: false } }),
      /NO_SUCH_ERROR, which is not one of errors/,
    ],
    [
      "a second cancellation code",
      withCodes({ ...spec.refusals.codes, MCPA_RUNTIME_CLOSED: { error: "REQUEST_CANCELLED", hint: false } }),
      /exactly one code .* found 2/,
    ],
    [
      "no cancellation code",
      withCodes({ MCPA_TOOL_UNKNOWN: { error: "INVALID_PARAMS", hint: false } }),
      /exactly one code .* found 0/,
    ],
    ["a data field the error object lacks", withCodes(spec.refusals.codes, "catalogCode"), /must require catalogCode/],
  ])("rejects %s", (_, broken, message) => {
    expect(() => checkSidecarSpec(broken, errors)).toThrow(message);
  });
});
