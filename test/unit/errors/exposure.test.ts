// The error catalog's `exposure` is enforced by types: model-visible output (errorResult) accepts
// only codes whose exposure includes `model`. The @ts-expect-error lines below are checked by
// `npm run typecheck` (tsconfig includes test/): should a user-only code type-check there, the
// directive itself is an error. At run time, whatever an operation throws reaches the model only
// when its code is model-visible.
import { describe, expect, it } from "vitest";
import { ERROR_CATALOG, ERROR_CODES } from "../../../generated/errors.js";
import type { ErrorCode, ModelVisibleCode } from "../../../src/errors/index.js";
import { AdapterError, isModelVisible } from "../../../src/errors/index.js";
import { errorResult, failureResult, userErrorResult } from "../../../src/proxy/format.js";
import { textOf } from "../../support/results.js";

/** Never called: it exists for the type checker. */
function typeChecks(): void {
  const userOnly = new AdapterError("MCPA_CLI_USAGE", { problem: "a person's typo" });
  // @ts-expect-error a user-only code cannot reach model-visible output
  errorResult(userOnly, "validation", undefined);
  // @ts-expect-error a packaged-registration code is for the extension's author, not the model
  errorResult(new AdapterError("MCPA_PACKAGED_FACADE_NAME", { facade: "mcp" }), "validation", undefined);
  // @ts-expect-error a user-only code is no ModelVisibleCode
  const overlap: ModelVisibleCode = "MCPA_CLI_USAGE" satisfies ErrorCode;
  void overlap;
  // A person may see any code; the model a model-visible one.
  userErrorResult(userOnly, "validation", undefined);
  errorResult(new AdapterError("MCPA_REQUEST_NOT_OBJECT", {}), "validation", undefined);
}

describe("error exposure", () => {
  it("isModelVisible follows the catalog's exposure", () => {
    expect(typeof typeChecks).toBe("function");
    for (const c of ERROR_CODES) expect(isModelVisible(c), c).toBe(ERROR_CATALOG[c].exposure.includes("model"));
    const userOnly = ERROR_CODES.filter((c) => !isModelVisible(c));
    expect(userOnly).toContain("MCPA_CLI_USAGE");
    for (const c of userOnly) expect(ERROR_CATALOG[c].exposure).not.toContain("model");
  });

  it("a user-only error thrown inside an operation reaches the model as an unexpected failure, without its code or text", () => {
    const thrown = new AdapterError("MCPA_PACKAGED_NOT_ABSOLUTE", { field: "command", name: "secret-path-server" });
    const text = textOf(failureResult(thrown, "tools.call", "fx"));
    expect(text).toMatch(/^MCPA_RUNTIME_REQUEST_FAILED: /);
    expect(text).not.toContain("MCPA_PACKAGED_NOT_ABSOLUTE");
    expect(text).not.toContain("secret-path-server");
  });

  it("a model-visible error thrown inside an operation keeps its code", () => {
    const thrown = new AdapterError("MCPA_REQUEST_NOT_OBJECT", {});
    expect(textOf(failureResult(thrown, "validation", undefined))).toMatch(/^MCPA_REQUEST_NOT_OBJECT: /);
  });
});
