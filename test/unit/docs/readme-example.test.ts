// The README's `check` example is real output: rerun the command and compare, so the prose can
// never drift from what users see.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../../src/cli/main.js";

const ROOT = resolve(import.meta.dirname, "../../..");

describe("README check example", () => {
  it("matches what check prints for examples/broken", () => {
    const readme = readFileSync(resolve(ROOT, "README.md"), "utf8");
    const marker = "$ travis234-mcp check --home examples/broken/home --cwd examples/broken/project --trusted\n";
    const start = readme.indexOf(marker);
    expect(start).toBeGreaterThan(0);
    const shown = readme.slice(start + marker.length, readme.indexOf("```", start));
    let out = "";
    const code = run(["check", "--home", "examples/broken/home", "--cwd", "examples/broken/project", "--trusted"], { stdout: (t) => (out += t), stderr: (t) => (out += t), env: {}, cwd: ROOT });
    expect(code).toBe(1);
    expect(out.split(`${ROOT}/`).join("")).toBe(shown);
  });
});
