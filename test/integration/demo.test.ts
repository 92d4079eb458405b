// `travis234-mcp demo` for a person at a terminal: it says that what it prints is what the model
// reads and what to do next, and cut short by its reader (`demo | head -5`) it ends quietly: no
// EPIPE stack trace, no temporary home left behind, nothing in the person's tool-catalog cache.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/paths.js";
import { tempDir } from "../support/temp.js";

const CLI = join(ROOT, "bin", "travis234-mcp.js");

function demo(pipeTo: string): { status: number | null; stdout: string; stderr: string; left: string[] } {
  const tmp = tempDir("demo-tmp-");
  const r = spawnSync("sh", ["-c", `"$NODE" "$CLI" demo ${pipeTo}`], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: tmp, TMPDIR: tmp, NODE: process.execPath, CLI },
    encoding: "utf8",
    timeout: 60_000,
  });
  // Left behind in the temporary directory: anything but the per-user spill base (shared by every
  // run, removed by none) and the bundle's code cache under the home's .cache.
  const left = readdirSync(tmp).filter((f) => !/^travis234-mcp-spills-\d+$/.test(f));
  const cache = join(tmp, ".cache", "travis234-mcp");
  const cached = existsSync(cache) ? readdirSync(cache).filter((f) => !f.endsWith(".v8cache")) : [];
  return {
    status: r.status,
    stdout: r.stdout,
    stderr: r.stderr,
    left: [...left.filter((f) => f !== ".cache"), ...cached],
  };
}

describe("demo", () => {
  it("says the indented text is what the model reads, and ends with what to do next", () => {
    const r = demo("");
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.split("\n")[1]).toBe(
      "Each request below is what the model sends; the indented text under it is exactly what the model reads back.",
    );
    expect(r.stdout).toContain("\n== Next\n  1. Install the adapter into Travis234");
    expect(r.stdout).toContain("travis234-mcp check --connect");
    expect(r.left).toEqual([]);
  }, 60_000);

  it("piped into head -5: five lines, no EPIPE and no stack trace, and its temporary home is removed", () => {
    const r = demo("| head -5");
    expect(r.stdout.split("\n")).toHaveLength(6);
    expect(r.stderr).toBe("");
    expect(r.left).toEqual([]);
  }, 60_000);
});
