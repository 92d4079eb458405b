// The adapter names itself (MCP clientInfo, the sidecar's hello) with package.json's name and version,
// read by codegen: no other file of src/ or python/ spells the version.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { SIDECAR_INFO } from "../../src/host/sidecar.js";
import { CLIENT_INFO } from "../../src/runtime/connection.js";

const ROOT = join(import.meta.dirname, "..", "..");
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { name: string; version: string };

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "__pycache__" ? [] : sources(path);
    return /\.(ts|mts|py)$/.test(name) ? [path] : [];
  });
}

describe("package identity", () => {
  it("is package.json's name and version for MCP servers and for the host", () => {
    expect(CLIENT_INFO).toEqual({ name: pkg.name, version: pkg.version });
    expect(SIDECAR_INFO).toEqual({ name: pkg.name, version: pkg.version });
  });

  it("is not written as a literal anywhere in src/ or python/", () => {
    const quoted = new RegExp(`["']${pkg.version.replace(/\./g, "\\.")}["']`);
    const found = [...sources(join(ROOT, "src")), ...sources(join(ROOT, "python"))].filter((f) => quoted.test(readFileSync(f, "utf8")));
    expect(found.map((f) => relative(ROOT, f))).toEqual([]);
  });
});
