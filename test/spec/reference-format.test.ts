// Opaque references take their prefixes and length from spec/proxy-request.yaml through generated/:
// src/ and python/ spell neither, and what the adapter hands out is what the request check accepts.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { REFERENCE_HEX_CHARS, REFERENCE_PREFIXES, REQUEST_FIELDS } from "../../generated/proxy.js";
import { newReference, RESOURCE_REFERENCE_PATTERN } from "../../src/catalog/references.js";
import { OUTPUT_PREFIX } from "../../src/results/spills.js";

const ROOT = join(import.meta.dirname, "..", "..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "__pycache__" ? [] : sources(path);
    return /\.(ts|mts|py)$/.test(name) ? [path] : [];
  });
}

describe("reference format", () => {
  it("is spelt in src/ and python/ only through generated/ (no prefix literal, no hex-length literal)", () => {
    const prefixes = Object.values(REFERENCE_PREFIXES);
    expect(prefixes.sort()).toEqual(["mcp-output-", "mcp-resource-"]);
    const found: string[] = [];
    for (const file of [...sources(join(ROOT, "src")), ...sources(join(ROOT, "python"))]) {
      const text = readFileSync(file, "utf8");
      for (const prefix of prefixes) {
        // a quoted string, template or regex literal starting with the prefix (prose comments may name it)
        if (new RegExp(`["'\`/]${prefix}`).test(text)) found.push(`${relative(ROOT, file)}: ${prefix}`);
      }
      if (/\[0-9a-f\]\{\d+\}/.test(text)) found.push(`${relative(ROOT, file)}: hex length literal`);
      if (/HEX_\w+\s*=\s*\d/.test(text)) found.push(`${relative(ROOT, file)}: hex size literal`);
    }
    expect(found).toEqual([]);
  });

  it("hands out resource and output references of the spec's prefix and length", () => {
    expect(REQUEST_FIELDS.resource.prefix).toBe(REFERENCE_PREFIXES.resource);
    expect(REQUEST_FIELDS.output.prefix).toBe(REFERENCE_PREFIXES.output);
    expect(OUTPUT_PREFIX).toBe(REFERENCE_PREFIXES.output);
    const ref = newReference(() => false, "s");
    expect(ref).toMatch(new RegExp(`^${REFERENCE_PREFIXES.resource}[0-9a-f]{${REFERENCE_HEX_CHARS}}$`));
    expect(RESOURCE_REFERENCE_PATTERN.exec(`see ${ref}.`)?.[0]).toBe(ref);
  });
});
