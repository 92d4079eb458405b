// The `check` example of docs/configuration.md is real output: rerun the command and compare, so the
// prose can never drift from what users see.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../../src/cli/main.js";

const ROOT = resolve(import.meta.dirname, "../../..");

describe("the check example of docs/configuration.md", () => {
  it("matches what check prints for examples/broken", () => {
    const page = readFileSync(resolve(ROOT, "docs/configuration.md"), "utf8");
    const marker = "$ travis234-mcp check --home examples/broken/home --cwd examples/broken/project --trusted\n";
    const start = page.indexOf(marker);
    expect(start).toBeGreaterThan(0);
    const shown = page.slice(start + marker.length, page.indexOf("```", start));
    let out = "";
    const code = run(["check", "--home", "examples/broken/home", "--cwd", "examples/broken/project", "--trusted"], {
      stdout: (t) => (out += t),
      stderr: (t) => (out += t),
      env: {},
      cwd: ROOT,
    });
    expect(code).toBe(1);
    expect(out.split(`${ROOT}/`).join("")).toBe(shown);
  });
});
