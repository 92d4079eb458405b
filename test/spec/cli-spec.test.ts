// codegen validates spec/cli.yaml before it renders the command line from it: the meta-schema
// rejects an unknown key (naming the nearest), and checkCliSpec what a schema cannot say.
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CliSpec } from "../../codegen/emit-cli.js";
import { checkCliSpec } from "../../codegen/emit-cli.js";
import { ROOT, renderAll } from "../../codegen/index.js";
import { parseYaml } from "../../codegen/load-spec.js";
import { tempDir } from "../support/temp.js";

const spec = (): CliSpec => parseYaml(readFileSync(join(ROOT, "spec/cli.yaml"), "utf8"), "spec/cli.yaml") as CliSpec;

describe("spec/cli.yaml is checked before it is used", () => {
  it("the committed spec passes", () => {
    expect(() => checkCliSpec(spec())).not.toThrow();
  });

  it("rejects a typo in a key through the meta-schema, with line and the nearest key", async () => {
    const dir = tempDir("mcpa-cli-spec-");
    for (const part of ["spec", "codegen", "README.md", "package.json"])
      cpSync(join(ROOT, part), join(dir, part), { recursive: true });
    const file = join(dir, "spec", "cli.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace("    summary: \"The mcp tool's status", "    sumary: \"The mcp tool's status"),
    );
    await expect(renderAll(dir)).rejects.toThrow(
      /spec\/cli\.yaml does not match spec\/meta\/cli\.schema\.json:\n.*\d+:\d+ \/commands\/status: (unknown key "sumary"|must have required property 'summary')/,
    );
  }, 60_000);

  it.each([
    {
      what: "a command naming an undeclared flag",
      edit: (s: Mutable) => void (s.commands.status as MutableCommand).flags.push("verbose"),
      error: /commands\.status: unknown flag verbose/,
    },
    {
      what: "a declared flag no command takes",
      edit: (s: Mutable) => {
        s.flags.quiet = { description: "less" };
      },
      error: /flags no command takes: quiet/,
    },
    {
      what: "an everywhere flag listed by a command",
      edit: (s: Mutable) => void (s.commands.status as MutableCommand).flags.push("help"),
      error: /help is accepted everywhere/,
    },
    {
      what: "exit code 2 undocumented",
      edit: (s: Mutable) => void s.exitCodes.pop(),
      error: /exitCodes must document 0, 1 and 2/,
    },
    {
      what: "a grammar page without an example",
      edit: (s: Mutable) => void delete (s.commands.call as MutableCommand).example,
      error: /commands\.call: requestGrammar and example go together/,
    },
  ])("rejects $what", ({ edit, error }) => {
    const s = structuredClone(spec()) as unknown as Mutable;
    edit(s);
    expect(() => checkCliSpec(s as unknown as CliSpec)).toThrow(error);
  });
});

type MutableCommand = { flags: string[]; example?: string };
type Mutable = {
  commands: Record<string, MutableCommand>;
  flags: Record<string, { description: string }>;
  exitCodes: unknown[];
};
