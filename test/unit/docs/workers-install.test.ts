// docs/workers.md's "Installing for workers" must stay true: the user's block builds the wheel with
// `npm run wheel` and installs the wheel of this version, as the error hint does, and the page's
// claim that CI installs the same way holds: the provisioning script that `npm test` runs first builds
// the wheel with `npm run wheel` and pip-installs the same file, with tmux and a Python 3.13 venv of
// its own. No line of that script is on the page.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../../..");
const page = readFileSync(resolve(ROOT, "docs/workers.md"), "utf8");
const start = page.indexOf("## Installing for workers");
const section = page.slice(start, page.indexOf("\n## ", start + 1));
const blocks = [...section.matchAll(/```bash\n([\s\S]*?)```/g)].map((m) =>
  (m[1] as string).split("\n").filter((l) => l.trim() !== ""),
);
const ci = readFileSync(resolve(ROOT, "build/provision.mjs"), "utf8");
const version = (JSON.parse(readFileSync(resolve(ROOT, "package.json"), "utf8")) as { version: string }).version;

describe("docs/workers.md: installing for workers", () => {
  it("has one block, the user's, and no line of the CI script", () => {
    expect(start).toBeGreaterThan(0);
    expect(blocks).toHaveLength(1);
    const ciLines = new Set(
      ci
        .split("\n")
        .map((l) => l.trim())
        .filter((l) => l !== "" && !l.startsWith("#")),
    );
    for (const line of blocks[0] ?? []) expect(ciLines.has(line.trim()), line).toBe(false);
    expect(section).not.toMatch(/\$SUDO|\$PY313|--quiet/);
  });

  it("builds the wheel from a clone and installs the wheel of this version, as the error hint does", () => {
    const user = (blocks[0] ?? []).join("\n");
    expect(user).toContain("npm ci && npm run wheel");
    expect(user).toContain(`-m pip install --force-reinstall release/travis234_mcp_ts-${version}-py3-none-any.whl`);
    const errors = readFileSync(resolve(ROOT, "spec/errors.yaml"), "utf8");
    const hint = /`\{\{python\}\} (-m pip install [^`]*)`/.exec(errors)?.[1] ?? "";
    expect(hint).not.toBe("");
    expect(user).toContain(hint.replace("{{version}}", version));
    expect(errors).toContain("see docs/workers.md");
  });

  it("says CI installs the same way, and npm test's provisioning does: npm run wheel, then pip installs that wheel into a Python 3.13 venv", () => {
    expect(section).toContain("CI installs the same way");
    const pkg = JSON.parse(readFileSync(resolve(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.test?.startsWith("node build/provision.mjs && ")).toBe(true);
    const wheel = ci.indexOf('["run", "--silent", "wheel"]');
    expect(wheel).toBeGreaterThan(0);
    expect(ci.slice(wheel)).toContain("`travis234_mcp_ts-${version}-py3-none-any.whl`");
    expect(ci.slice(wheel)).toMatch(/\["install", \.\.\.PIP, "--force-reinstall", "--no-deps", wheel\]/);
    expect(ci).toContain('["-m", "venv", "--clear", venv]');
    expect(ci).toContain('const label = ".venv-workers"');
    expect(ci).toContain('["install", "-y", "-qq", "tmux"]');
  });
});
