// The README's "Installing for workers" must not claim more than CI does: every line of its CI
// block is a line `.ci/run` runs, in the same order, and the user block installs the wheel that
// `npm run wheel` builds for this version.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../../..");
const readme = readFileSync(resolve(ROOT, "README.md"), "utf8");
const section = readme.slice(readme.indexOf("### Installing for workers"), readme.indexOf("\n## ", readme.indexOf("### Installing for workers")));
const blocks = [...section.matchAll(/```bash\n([\s\S]*?)```/g)].map((m) => (m[1] as string).split("\n").filter((l) => l.trim() !== ""));
const ciLines = readFileSync(resolve(ROOT, ".ci/run"), "utf8").split("\n").map((l) => l.trim());

describe("README: installing for workers", () => {
  it("has the user's block and CI's block", () => {
    expect(section.length).toBeGreaterThan(100);
    expect(blocks).toHaveLength(2);
  });

  it("quotes .ci/run word for word and in order", () => {
    const ci = blocks[1] ?? [];
    expect(ci.length).toBeGreaterThan(3);
    let at = -1;
    for (const line of ci) {
      const next = ciLines.indexOf(line.trim(), at + 1);
      expect(next, `not a line of .ci/run after line ${at + 1}: ${line}`).toBeGreaterThan(at);
      at = next;
    }
    // The claim is about the workers' install: the e2e row's venv and the wheel.
    expect(ci.join("\n")).toContain("npm run --silent wheel");
    expect(ci.join("\n")).toContain(".venv-workers");
  });

  it("installs the wheel of this version, as the error hint does", () => {
    const version = (JSON.parse(readFileSync(resolve(ROOT, "package.json"), "utf8")) as { version: string }).version;
    const user = (blocks[0] ?? []).join("\n");
    expect(user).toContain("npm run wheel");
    expect(user).toContain(`-m pip install --force-reinstall release/travis234_mcp_ts-${version}-py3-none-any.whl`);
  });
});
