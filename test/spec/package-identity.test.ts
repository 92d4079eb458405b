// The adapter names itself (MCP clientInfo, the sidecar's hello) with package.json's name and version,
// read by codegen: no other file of src/ or python/ spells the version.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_IDENTITY } from "../../generated/package.js";
import { initializeParams, inProcessSidecar } from "../support/sidecar.js";
import { tempDir } from "../support/temp.js";

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
  it("is package.json's name and version, and the sidecar's initialize answer names it", async () => {
    expect(PACKAGE_IDENTITY).toEqual({ name: pkg.name, version: pkg.version });
    const home = tempDir("mcpa-identity-");
    const sidecar = inProcessSidecar(home);
    try {
      const reply = await sidecar.request(1, "initialize", initializeParams(home, { offline: true }));
      expect((reply.result as { server?: unknown }).server).toEqual({ name: pkg.name, version: pkg.version });
    } finally {
      await sidecar.end();
    }
  });

  it("is not written as a literal anywhere in src/ or python/", () => {
    const quoted = new RegExp(`["']${pkg.version.replace(/\./g, "\\.")}["']`);
    const found = [...sources(join(ROOT, "src")), ...sources(join(ROOT, "python"))].filter((f) =>
      quoted.test(readFileSync(f, "utf8")),
    );
    expect(found.map((f) => relative(ROOT, f))).toEqual([]);
  });
});
