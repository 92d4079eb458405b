// Every mcp.json example in the README and in docs/ is a file the adapter accepts: each ```json block
// with an "mcpServers" key is written where the adapter reads a user's global file and run through
// `check`, which must read it, report no problem and no notice, and find every server usable. The
// README must show at least one stdio server and one Streamable HTTP server, each with a ${VAR} reference.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { documentNames } from "../../../codegen/emit-pages.js";
import { run } from "../../../src/cli/main.js";
import { tempDir } from "../../support/temp.js";

const ROOT = resolve(import.meta.dirname, "../../..");

interface Example {
  readonly where: string;
  readonly text: string;
}

/** The ```json blocks of a Markdown text that hold an mcpServers key, with the line each starts on. */
function mcpJsonBlocks(file: string, markdown: string): Example[] {
  return [...markdown.matchAll(/^```json\n([\s\S]*?)^```$/gm)]
    .filter((m) => /"mcpServers"\s*:/.test(m[1] as string))
    .map((m) => ({ where: `${file}:${markdown.slice(0, m.index).split("\n").length}`, text: m[1] as string }));
}

const examples = documentNames(ROOT).flatMap((file) => mcpJsonBlocks(file, readFileSync(join(ROOT, file), "utf8")));

interface CheckReport {
  ok: boolean;
  sources: { path: string; status: string }[];
  servers: { name: string; transport: string }[];
  off: unknown[];
  disabled: unknown[];
  failedFiles: unknown[];
  problems: unknown[];
  notices: unknown[];
}

/** `travis234-mcp check --json` with the example as the user's global mcp.json and an empty project. */
function check(text: string): { code: number; report: CheckReport } {
  const dir = tempDir("mcpa-examples-");
  const home = join(dir, "home");
  const project = join(dir, "project");
  mkdirSync(join(home, ".config", "mcp"), { recursive: true });
  mkdirSync(project);
  writeFileSync(join(home, ".config", "mcp", "mcp.json"), text);
  let out = "";
  const code = run(["check", "--home", home, "--cwd", project, "--json"], {
    stdout: (t) => (out += t),
    stderr: (t) => (out += t),
    env: {},
    cwd: project,
  });
  return { code, report: JSON.parse(out) as CheckReport };
}

describe("mcp.json examples in the README and docs/", () => {
  it("finds the README's example of a stdio server and of a Streamable HTTP server, each with a ${VAR} reference", () => {
    const readme = examples.filter((e) => e.where.startsWith("README.md:"));
    expect(readme.length).toBeGreaterThan(0);
    const servers = readme.flatMap((e) =>
      Object.values((JSON.parse(e.text) as { mcpServers: Record<string, Record<string, unknown>> }).mcpServers),
    );
    const ref = /\$\{[A-Za-z_][A-Za-z0-9_]*\}/;
    expect(servers.some((s) => typeof s.command === "string" && ref.test(JSON.stringify(s.env ?? {})))).toBe(true);
    const http = servers.filter((s) => typeof s.url === "string");
    expect(http.some((s) => ref.test(JSON.stringify(s.headers ?? {})))).toBe(true);
  });

  it.each(examples.map((e) => [e.where, e] as const))(
    "%s is read by check with no problem and every server usable",
    (_, example) => {
      const names = Object.keys((JSON.parse(example.text) as { mcpServers: Record<string, unknown> }).mcpServers);
      const { code, report } = check(example.text);
      expect(report.problems).toEqual([]);
      expect(report.notices).toEqual([]);
      expect(report.failedFiles).toEqual([]);
      expect(report.disabled).toEqual([]);
      expect(report.sources.find((s) => s.path.endsWith(join(".config", "mcp", "mcp.json")))?.status).toBe("read");
      expect(report.servers.map((s) => s.name).sort()).toEqual([...names].sort());
      expect(report.ok).toBe(true);
      expect(code).toBe(0);
    },
  );

  it("would catch a broken example: a literal credential is a problem", () => {
    const [first] = examples.filter((e) => e.text.includes("Bearer ${"));
    expect(first).toBeDefined();
    const broken = (first as Example).text.replace(
      /Bearer \$\{[A-Za-z_][A-Za-z0-9_]*\}/,
      "Bearer ghp_literal0123456789",
    );
    const { code, report } = check(broken);
    expect(report.problems).not.toEqual([]);
    expect(code).toBe(1);
  });
});
