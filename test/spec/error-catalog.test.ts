// One catalog, checked both ways: every code is documented in docs/errors.md; every code is raised
// by src/, attached by the spec to a table src/ enforces (the config schema, the approval table, the
// packaged-path rules), or listed below as raised only by the Python side; and every rendered text is
// bounded.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { FOREIGN_FIELDS, KEYWORD_ERRORS, SCHEMA_ERROR_PATHS } from "../../generated/config-schema.js";
import type { ErrorCode } from "../../generated/errors.js";
import { ERROR_CATALOG, ERROR_CODES } from "../../generated/errors.js";
import { LIMIT_VALUES, LIMITS } from "../../generated/limits.js";
import { FILESYSTEM_RULES } from "../../generated/packaged.js";
import { APPROVAL_TABLE } from "../../generated/proxy.js";
import { AdapterError, renderError } from "../../src/errors/index.js";

const ROOT = resolve(import.meta.dirname, "../..");

/** Codes that only the Python side raises, each with where and why; pinned both ways below. */
const RAISED_IN_PYTHON: Readonly<Record<string, string>> = {
  MCPA_WORKER_ALREADY_INSTALLED: "the worker install hook refuses a second delegation before any sidecar runs",
  MCPA_WORKER_NOT_INSTALLED: "the parent checks the host's interpreter for the wheel before starting a worker",
  MCPA_HOST_SESSION_REPLACED: "the shim answers calls that arrive while it shuts the old session's sidecar down",
  MCPA_HOST_PLATFORM_UNSUPPORTED: "the shim refuses Windows before it would start Node",
  MCPA_HOST_NODE_MISSING: "the shim looks for Node before the sidecar exists",
  MCPA_HOST_NODE_UNUSABLE: "the shim runs `node --version` before the sidecar exists",
  MCPA_HOST_NODE_TOO_OLD: "the shim compares Node's version before the sidecar exists",
  MCPA_HOST_SIDECAR_START_FAILED: "the sidecar did not start, so only the shim can say so",
  MCPA_HOST_FILES_INCOMPLETE: "the shim checks the installed package's files before starting the sidecar",
};

function sourceText(dir: string, ext = ".ts"): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((e) =>
      e.isDirectory()
        ? sourceText(join(dir, e.name), ext)
        : e.name.endsWith(ext)
          ? readFileSync(join(dir, e.name), "utf8")
          : "",
    )
    .join("\n");
}

const srcText = (): string => sourceText(join(ROOT, "src"));
/** The Python side with its codes quoted as in TypeScript. */
const pythonText = (): string => sourceText(join(ROOT, "python"), ".py").replace(/'(MCPA_[A-Z_]+)'/g, '"$1"');

function sampleData(code: ErrorCode): Record<string, string> {
  return Object.fromEntries(ERROR_CATALOG[code].placeholders.map((p) => [p, `<${p}>`]));
}

describe("error catalog", () => {
  it("uses stable, prefixed, area-named codes", () => {
    expect(ERROR_CODES.length).toBeGreaterThan(40);
    for (const code of ERROR_CODES) expect(code).toMatch(/^MCPA_[A-Z]+_[A-Z_]+$/);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it("documents every code in docs/errors.md, and no code that does not exist", () => {
    const page = readFileSync(join(ROOT, "docs", "errors.md"), "utf8");
    const region = page.slice(
      page.indexOf("<!-- BEGIN GENERATED:error-codes -->"),
      page.indexOf("<!-- END GENERATED:error-codes -->"),
    );
    const documented = [...region.matchAll(/\| `(MCPA_[A-Z_]+)` \|/g)].map((m) => m[1]);
    expect(documented.sort()).toEqual([...ERROR_CODES].sort());
  });

  it("has every code raised by src/, attached to a table src/ enforces, or listed as raised in Python", () => {
    const src = srcText();
    // The approval table's rules name the request-shape codes that src/proxy/approval.ts raises.
    const approval = [
      ...APPROVAL_TABLE.rules.flatMap((r) => ("code" in r ? [r.code as string] : [])),
      ...Object.values(APPROVAL_TABLE.valueCodes),
    ];
    const attached = new Set<string>([
      ...Object.values(SCHEMA_ERROR_PATHS),
      ...Object.values(KEYWORD_ERRORS),
      ...Object.values(FOREIGN_FIELDS).flatMap((m) => Object.values(m)),
      ...FILESYSTEM_RULES.map((r) => r.errorCode), // src/config/packaged.ts fails with the rule's code
      ...approval,
    ]);
    const unused = ERROR_CODES.filter((c) => !src.includes(`"${c}"`) && !attached.has(c) && !(c in RAISED_IN_PYTHON));
    expect(unused).toEqual([]);
  });

  it("keeps the Python list exact: each code there is raised by python/ and by nothing in src/", () => {
    const src = srcText();
    const python = pythonText();
    for (const code of Object.keys(RAISED_IN_PYTHON)) {
      expect(ERROR_CODES as readonly string[]).toContain(code);
      expect(python.includes(`"${code}"`), `${code} is not raised in python/`).toBe(true);
      expect(src.includes(`"${code}"`), `${code} is raised in src/ now; remove it from RAISED_IN_PYTHON`).toBe(false);
    }
  });

  it("names only catalog codes in the limits table", () => {
    for (const row of Object.values(LIMITS))
      if (row.errorCode !== null) expect(ERROR_CODES as readonly string[]).toContain(row.errorCode);
  });

  it("renders every entry completely, without control characters, within the message bound", () => {
    const max = LIMIT_VALUES["config.errorMessage.maxBytes"];
    for (const code of ERROR_CODES) {
      const r = renderError(code, sampleData(code) as never);
      for (const text of [r.message, r.hint]) {
        expect(text, code).not.toMatch(/\{\{/);
        expect(text, code).not.toMatch(/[\u0000-\u001f]/);
        expect(Buffer.byteLength(text), code).toBeLessThanOrEqual(max);
      }
    }
  });

  it("bounds and cleans placeholder values that came from a file", () => {
    const e = new AdapterError("MCPA_CONFIG_UNKNOWN_FIELD", {
      field: `a\u001b[31m${"x".repeat(10_000)}\nb`,
      known: "command, url",
    });
    expect(e.message).not.toMatch(/[\u0000-\u001f]/);
    expect(e.message.length).toBeLessThan(400);
    expect(AdapterError.isInstance(e)).toBe(true);
    expect(AdapterError.isInstance(new Error("x"))).toBe(false);
    expect(JSON.parse(JSON.stringify(e))).toEqual({
      code: "MCPA_CONFIG_UNKNOWN_FIELD",
      message: e.message,
      hint: e.hint,
    });
  });
});
