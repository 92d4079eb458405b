// One catalog, checked both ways: every code is documented in docs/errors.md, every code is used by
// src/ (or attached by the spec to the config schema or the approval table), and every rendered text
// is bounded.
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

/**
 * Codes the spec defines for work that later issues deliver. Each entry names its issue; the test
 * below fails as soon as an entry is used, so the list cannot go stale.
 */
const PENDING: Readonly<Record<string, string>> = {
  MCPA_REQUEST_RUNTIME_INACTIVE: "#3 proxy",
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

/** src/ and the Python shim (worker codes such as MCPA_WORKER_NOT_INSTALLED are raised only there),
 * quoted as in TypeScript. */
const usedText = (): string =>
  `${sourceText(join(ROOT, "src"))}\n${sourceText(join(ROOT, "python"), ".py").replace(/'(MCPA_[A-Z_]+)'/g, '"$1"')}`;

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

  it("has every code used by src/ or by the spec's schema annotations, except the pending ones", () => {
    const src = usedText();
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
    const unused = ERROR_CODES.filter((c) => !src.includes(`"${c}"`) && !attached.has(c) && !(c in PENDING));
    expect(unused).toEqual([]);
  });

  it("keeps the pending list current: no pending code is used yet, and every entry exists", () => {
    const src = usedText();
    for (const code of Object.keys(PENDING)) {
      expect(ERROR_CODES as readonly string[]).toContain(code);
      expect(src.includes(`"${code}"`), `${code} is used now; remove it from PENDING`).toBe(false);
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
