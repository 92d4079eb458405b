// The npm package as a user gets it: what `npm pack` ships (no src/, no runtime dependencies, no
// install scripts), a build that keeps stdout clean for `npm pack --json`, a bundle that runs with no
// node_modules anywhere above it, and a bin that says what to do when the bundle is missing.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../support/temp.js";

const ROOT = join(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  dependencies?: Record<string, string>;
  scripts: Record<string, string>;
  license: string;
  repository?: { url?: string };
};

describe("the npm package", () => {
  let tmp = "";
  beforeAll(() => {
    tmp = tempDir("travis234-package-");
  });

  it("ships the bundle, the shim and its API, the schema, the host contract, README, its docs pages and LICENSE, and nothing else", () => {
    const out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 60_000,
      stdio: ["ignore", "pipe", "ignore"],
    });
    const files = (JSON.parse(out) as { files: { path: string }[] }[])[0]?.files.map((f) => f.path) ?? [];
    for (const f of [
      "dist/travis234-mcp.mjs",
      "dist/travis234-mcp.cjs",
      "bin/travis234-mcp.js",
      "bin/code-cache.js",
      "python/travis234_mcp_extension.py",
      "python/travis234_mcp_packaging/__init__.py",
      "schema/mcp.schema.json",
      "generated/host-contract.json",
      "README.md",
      "docs/errors.md",
      "LICENSE",
      "package.json",
    ]) {
      expect(files).toContain(f);
    }
    const tops = new Set(files.map((f) => f.split("/")[0]));
    expect([...tops].sort()).toEqual([
      "LICENSE",
      "README.md",
      "bin",
      "dist",
      "docs",
      "generated",
      "package.json",
      "python",
      "schema",
    ]);
    expect(files.filter((f) => f.startsWith("generated/"))).toEqual(["generated/host-contract.json"]);
    expect(files.filter((f) => f.includes("__pycache__") || f.endsWith(".ts"))).toEqual([]);
  });

  it("has no runtime dependencies, no install scripts, one build on pack, a LICENSE that matches, a repository", () => {
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(Object.keys(manifest.scripts).filter((s) => /^(pre|post)?install$/.test(s))).toEqual([]);
    // npm pack runs prepack and prepare: exactly one of them may build.
    expect(
      [manifest.scripts.prepack, manifest.scripts.prepare].filter((s) => s?.includes("build/bundle.mjs")),
    ).toHaveLength(1);
    expect(manifest.license).toBe("MIT");
    expect(readFileSync(join(ROOT, "LICENSE"), "utf8")).toMatch(
      /^MIT License\n\nCopyright \(c\) \d{4} travis234-mcp-adapter contributors\n/,
    );
    expect(manifest.repository?.url).toMatch(/^git\+https:\/\/.+\.git$/);
  });

  it("builds with nothing on stdout (npm pack --json stays parseable)", () => {
    const outfile = join(tmp, "build", "travis234-mcp.mjs");
    const r = spawnSync(process.execPath, [join(ROOT, "build/bundle.mjs"), "--outfile", outfile], {
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("build:");
    expect(existsSync(outfile)).toBe(true);
    // The CommonJS form for the code cache: no import.meta or import() left (a vm.Script has neither).
    const script = readFileSync(join(tmp, "build", "travis234-mcp.cjs"), "utf8");
    expect(script).not.toMatch(/import\.meta|\bimport\(/);
    expect(r.stderr).not.toContain("WARNING"); // e.g. esbuild's empty-import-meta in the CommonJS form
    expect(script.match(/__travis234ImportMetaUrl/g)?.length ?? 0).toBeGreaterThan(1); // defined, and used
  });

  it("runs from bin/ and dist/ alone, with no node_modules above them", () => {
    const pkg = join(tmp, "alone", "pkg");
    mkdirSync(pkg, { recursive: true });
    cpSync(join(ROOT, "bin"), join(pkg, "bin"), { recursive: true });
    cpSync(join(ROOT, "dist"), join(pkg, "dist"), { recursive: true });
    const above = pkg.split(sep).map((_, i, parts) => join(sep, ...parts.slice(0, i + 1), "node_modules"));
    expect(above.filter((p) => existsSync(p))).toEqual([]);
    const home = join(tmp, "alone", "home");
    mkdirSync(home);
    const r = spawnSync(
      process.execPath,
      [
        join(pkg, "bin/travis234-mcp.js"),
        "status",
        "--json",
        "--home",
        home,
        "--cwd",
        home,
        "--agent-dir",
        join(home, "agent"),
      ],
      { encoding: "utf8", timeout: 60_000, env: { PATH: process.env.PATH ?? "", HOME: home } },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ isError: false });
    // The code cache goes to the user's cache directory, never into the (possibly read-only) package.
    expect(readdirSync(join(home, ".cache", "travis234-mcp"))).toHaveLength(1);
    expect(readdirSync(join(pkg, "dist")).sort()).toEqual(readdirSync(join(ROOT, "dist")).sort());
    expect(readdirSync(join(pkg, "bin")).sort()).toEqual(readdirSync(join(ROOT, "bin")).sort());
  });

  it("runs the demo from bin/ and dist/ alone: its own server, tools, an image, a resource, a prompt", () => {
    const pkg = join(tmp, "demo", "pkg");
    mkdirSync(pkg, { recursive: true });
    cpSync(join(ROOT, "bin"), join(pkg, "bin"), { recursive: true });
    cpSync(join(ROOT, "dist"), join(pkg, "dist"), { recursive: true });
    const r = spawnSync(process.execPath, [join(pkg, "bin/travis234-mcp.js"), "demo"], {
      encoding: "utf8",
      timeout: 120_000,
      env: { PATH: process.env.PATH ?? "", HOME: join(tmp, "demo") },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/MCP tools on "demo" \(3\):\n {2}- add: /);
    expect(r.stdout).toMatch(/> mcp \{"server":"demo","tool":"add","args":\{"a":2,"b":40\}\}\n.*\n {2}42\n/);
    expect(r.stdout).toContain("  [image image/png, 70 bytes]");
    expect(r.stdout).toContain("  Resources reach the model behind opaque references");
    expect(r.stdout).toContain("  Please review the release notes: what works");
    expect(r.stdout).not.toContain("(isError)\n  MCPA_RUNTIME");
  });

  it("says how to fix a missing bundle, exit 1, instead of falling back to sources", () => {
    const pkg = join(tmp, "nobundle");
    mkdirSync(pkg, { recursive: true });
    cpSync(join(ROOT, "bin"), join(pkg, "bin"), { recursive: true });
    const r = spawnSync(process.execPath, [join(pkg, "bin/travis234-mcp.js"), "status"], {
      encoding: "utf8",
      timeout: 30_000,
      env: { PATH: process.env.PATH ?? "", HOME: tmp },
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(`the bundle ${join(pkg, "dist/travis234-mcp.mjs")} is missing`);
    expect(r.stderr).toContain("npm ci");
  });
});
