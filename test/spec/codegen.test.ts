// The generator is pure and deterministic, its output is fresh, and a spec edit without
// regeneration is caught both by the manifest (fast) and by --check (full render).
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { check, ROOT, renderAll } from "../../codegen/index.js";
import { manifestMismatches } from "../../codegen/manifest.js";
import { tempDir } from "../support/temp.js";

function copyProject(): string {
  const dir = tempDir("mcpa-codegen-");
  for (const part of ["spec", "codegen", "generated", "schema", "docs", "README.md", "package.json"])
    cpSync(join(ROOT, part), join(dir, part), { recursive: true });
  return dir;
}

describe("codegen", () => {
  it("records every spec input in the manifest with its current hash", () => {
    expect(manifestMismatches(ROOT)).toEqual([]);
  });

  it("finds nothing stale in the committed output", async () => {
    expect(await check(ROOT)).toEqual([]);
  }, 60_000);

  it("renders byte-identical output twice in a row", async () => {
    const a = await renderAll(ROOT);
    const b = await renderAll(ROOT);
    expect([...a.keys()]).toEqual([...b.keys()]);
    for (const [file, content] of a) expect(b.get(file), file).toBe(content);
  }, 60_000);

  it("writes no timestamps or absolute paths into generated files", async () => {
    const out = await renderAll(ROOT);
    for (const [file, content] of out) {
      expect(content.includes(ROOT), file).toBe(false);
      expect(/\b20\d\d-\d\d-\d\dT\d\d:/.test(content), file).toBe(false);
    }
  }, 60_000);

  it("heads every generated source file with its provenance and the command that remakes it", async () => {
    const out = await renderAll(ROOT);
    for (const [file, content] of out) {
      if (!file.startsWith("generated/") || file.endsWith(".json")) continue;
      expect(content, file).toMatch(
        /^\/\/ Generated from (spec\/[a-z.-]+\.yaml|package\.json \(name, version\)) \(sha256 [0-9a-f]{16}\)/,
      );
      expect(content, file).toContain("do not edit");
      expect(content, file).toContain("npm run codegen");
    }
  }, 60_000);

  it("catches an edited limit that was not regenerated, through the manifest and through --check", async () => {
    const dir = copyProject();
    const limits = join(dir, "spec", "limits.yaml");
    const text = readFileSync(limits, "utf8");
    const edited = text.replace(
      /(id: inline\.maxBytes\n\s+value: )(\d+)/,
      (_, head: string, value: string) => `${head}${Number(value) + 1}`,
    );
    expect(edited).not.toBe(text);
    writeFileSync(limits, edited);
    expect(manifestMismatches(dir)).toEqual(["spec/limits.yaml"]);
    const stale = await check(dir);
    expect(stale).toEqual(expect.arrayContaining(["generated/limits.ts", "docs/limits.md", "generated/MANIFEST.json"]));
  }, 60_000);

  // Each header hashes what its output is made from, so an edit rewrites only the outputs it changes.
  it.each([
    {
      given: "a limit row that no schema or table names",
      file: "limits.yaml",
      edit: (t: string) =>
        `${t}  - id: results.exampleMaxCount\n    value: 7\n    unit: entries\n    area: results\n    exceeded: Cut.\n    errorCode: null\n    description: An example.\n`,
      want: ["docs/limits.md", "generated/MANIFEST.json", "generated/host-contract.json", "generated/limits.ts"],
    },
    {
      given: "an error code of the results area",
      file: "errors.yaml",
      edit: (t: string) =>
        `${t}  MCPA_RESULT_EXAMPLE:\n    area: results\n    message: 'Too many.'\n    hint: 'Ask for fewer.'\n    exposure: [model]\n    data: {}\n`,
      want: ["docs/errors.md", "generated/MANIFEST.json", "generated/errors.ts", "generated/host-contract.json"],
    },
    {
      given: "a comment in a spec file",
      file: "proxy-request.yaml",
      edit: (t: string) => `# a note\n${t}`,
      want: ["generated/MANIFEST.json"],
    },
  ])(
    "rewrites only what $given changes",
    async ({ file, edit, want }) => {
      const dir = copyProject();
      const path = join(dir, "spec", file);
      writeFileSync(path, edit(readFileSync(path, "utf8")));
      expect((await check(dir)).sort()).toEqual(want);
    },
    60_000,
  );

  it("takes the version from package.json alone: a bump is caught until regenerated, a dependency edit is not", async () => {
    const dir = copyProject();
    const file = join(dir, "package.json");
    const pkg = JSON.parse(readFileSync(file, "utf8")) as { version: string; dependencies?: Record<string, string> };
    writeFileSync(
      file,
      `${JSON.stringify({ ...pkg, dependencies: { ...pkg.dependencies, "left-pad": "1.3.0" } }, null, 2)}\n`,
    );
    expect(manifestMismatches(dir)).toEqual([]);
    expect(await check(dir)).toEqual([]);
    writeFileSync(file, `${JSON.stringify({ ...pkg, version: "9.8.7" }, null, 2)}\n`);
    expect(manifestMismatches(dir)).toEqual(["package.json (name, version)"]);
    expect(await check(dir)).toEqual(expect.arrayContaining(["generated/package.ts", "generated/MANIFEST.json"]));
    expect((await renderAll(dir)).get("generated/package.ts")).toContain('"version": "9.8.7"');
  }, 60_000);

  it("flags a hand-edited generated file and a stray file under generated/", async () => {
    const dir = copyProject();
    const file = join(dir, "generated", "limits.ts");
    writeFileSync(file, `${readFileSync(file, "utf8")}\n// hand edit\n`);
    writeFileSync(join(dir, "generated", "stray.ts"), "export {};\n");
    const stale = await check(dir);
    expect(stale).toContain("generated/limits.ts");
    expect(stale).toContain("generated/stray.ts (not produced by codegen; remove it)");
  }, 60_000);

  it("rejects a spec file that breaks its meta-schema", async () => {
    const dir = copyProject();
    const limits = join(dir, "spec", "limits.yaml");
    writeFileSync(limits, readFileSync(limits, "utf8").replace("unit: bytes", "unit: furlongs"));
    await expect(renderAll(dir)).rejects.toThrow(/spec\/limits\.yaml does not match spec\/meta/);
  });

  it("rejects a misspelt annotation in the config schema spec with its line:col and the key it meant", async () => {
    const dir = copyProject();
    const file = join(dir, "spec", "config.schema.yaml");
    const text = readFileSync(file, "utf8");
    const edited = text.replace("    x-error: MCPA_CONFIG_SERVER_NAME", "    x-eror: MCPA_CONFIG_SERVER_NAME");
    expect(edited).not.toBe(text);
    writeFileSync(file, edited);
    const line = edited.split("\n").findIndex((l) => l.includes("x-eror: ")) + 1;
    await expect(renderAll(dir)).rejects.toThrow(
      new RegExp(
        `spec/config\\.schema\\.yaml does not match spec/meta/config\\.schema\\.schema\\.json:\\n  ${line}:5 /definitions/serverName: unknown key "x-eror"; did you mean "x-error"\\?`,
      ),
    );
  });

  it("rejects a config schema annotation with a value codegen cannot use", async () => {
    const dir = copyProject();
    const file = join(dir, "spec", "config.schema.yaml");
    const text = readFileSync(file, "utf8");
    writeFileSync(
      file,
      text.replace("x-transport: stdio", "x-transport: sdtio").replace(/^x-keyword-errors:/m, "x-keyword-erors:"),
    );
    const err = await renderAll(dir).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(err?.message).toMatch(
      /\/definitions\/server\/properties\/command\/x-transport: must be equal to one of the allowed values: "stdio", "http", "both"/,
    );
    expect(err?.message).toMatch(/ \/: unknown key "x-keyword-erors"; did you mean "x-keyword-errors"\?/);
  });

  it("rejects an odd reference length, which no whole number of random bytes gives", async () => {
    const dir = copyProject();
    const file = join(dir, "spec", "proxy-request.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace("hexChars: 32", "hexChars: 33"));
    await expect(renderAll(dir)).rejects.toThrow(/\/references\/hexChars: must be multiple of 2/);
  });

  it("rejects an error code used by the spec but missing from the catalog", async () => {
    const dir = copyProject();
    const limits = join(dir, "spec", "limits.yaml");
    writeFileSync(
      limits,
      readFileSync(limits, "utf8").replace(
        "errorCode: MCPA_CATALOG_PAGE_LIMIT",
        "errorCode: MCPA_CATALOG_NO_SUCH_CODE",
      ),
    );
    await expect(renderAll(dir)).rejects.toThrow(/MCPA_CATALOG_NO_SUCH_CODE/);
  });
});
