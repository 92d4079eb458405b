// What an editor shows for an mcp.json file against what `check` reports: VS Code's JSON language
// service (vscode-json-languageservice) validates every configuration fixture with the published
// schema (schema/mcp.schema.json), and the loader reads the same file. Both must agree on whether the
// file is valid, and every diagnostic of the editor must be the catalog message and fix of a problem
// `check` reports on the same line, in the same words. Where the editor cannot know a value (a name
// the user chose: an env key, a header, an array position, an unknown field; the variable a fix
// suggests), the published message shows `*` and NAME in its place; every other value (the field,
// the bound, the known fields) is the one `check` gives. One mistake is worded apart on purpose: a
// null field (see the last test).
import { mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import type { Diagnostic } from "vscode-json-languageservice";
import { getLanguageService, TextDocument } from "vscode-json-languageservice";
import type { ErrorCode } from "../../../generated/errors.js";
import { ERROR_CATALOG } from "../../../generated/errors.js";
import type { ConfigProblem } from "../../../src/config/index.js";
import { loadConfig } from "../../../src/config/index.js";
import { tempDir } from "../../support/temp.js";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));
const FIXTURES = join(REPO, "test", "fixtures", "config");
const SCHEMA_TEXT = readFileSync(join(REPO, "schema", "mcp.schema.json"), "utf8");
const SCHEMA_URI = "urn:travis234-mcp-adapter:schema:mcp.json";

/** Every .json file under test/fixtures/config/ (upstream examples, peer clients, broken files). */
function fixtures(dir: string = FIXTURES): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? fixtures(join(dir, e.name)) : e.name.endsWith(".json") ? [join(dir, e.name)] : [],
    )
    .sort();
}

// The editor: any $schema reference or file name resolves to the published schema, as it does for a
// user whose settings associate mcp.json with it.
const service = getLanguageService({ schemaRequestService: () => Promise.resolve(SCHEMA_TEXT) });
service.configure({ validate: true, allowComments: false, schemas: [{ uri: SCHEMA_URI, fileMatch: ["*.json"] }] });

async function editorDiagnostics(file: string, text: string): Promise<Diagnostic[]> {
  const doc = TextDocument.create(`file://${file}`, "json", 1, text);
  return service.doValidation(doc, service.parseJSONDocument(doc), {
    comments: "error",
    trailingCommas: "error",
    schemaValidation: "error",
  });
}

/** `check`'s problems for the file, loaded as the user's shared global mcp.json. */
function checkProblems(text: string): readonly ConfigProblem[] {
  const root = realpathSync(tempDir("mcpa-editor-"));
  const path = join(root, "home", ".config", "mcp", "mcp.json");
  mkdirSync(dirname(path), { recursive: true });
  mkdirSync(join(root, "project"), { recursive: true });
  writeFileSync(path, text);
  return loadConfig({ home: join(root, "home"), cwd: join(root, "project"), projectTrusted: false }).problems;
}

const PLACEHOLDER = /\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}/g;
const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The placeholder values of a rendered catalog text, read back from the text and its template. */
function valuesOf(template: string, text: string): Record<string, string> {
  const names: string[] = [];
  const source = template
    .split(PLACEHOLDER)
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegex(part);
      names.push(part);
      return "(.*?)";
    })
    .join("");
  const m = new RegExp(`^${source}$`, "s").exec(text);
  if (!m) throw new Error(`${JSON.stringify(text)} is not rendered from ${JSON.stringify(template)}`);
  return Object.fromEntries(names.map((n, i) => [n, m[i + 1] as string]));
}

const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(PLACEHOLDER, (_, n: string) => values[n] ?? "");

const MAP_FIELDS = new Set(["env", "headers"]);

/** The field as the editor names it: a name the user chose is `*` (the pointer says which segments those are). */
function editorField(problem: ConfigProblem, field: string): string {
  const segments = problem.pointer
    .split("/")
    .slice(1)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  const rel = segments[0] === "mcpServers" && segments.length >= 2 ? segments.slice(2) : segments;
  const unknownKey = problem.code === "MCPA_CONFIG_UNKNOWN_FIELD";
  const named = rel.map((seg, i) =>
    MAP_FIELDS.has(rel[i - 1] ?? "") || (unknownKey && i === rel.length - 1) ? "*" : seg,
  );
  const fromPointer = named.reduce(
    (acc, seg, i) => (/^\d+$/.test(rel[i] ?? "") && i > 0 ? `${acc}[*]` : acc === "" ? seg : `${acc}.${seg}`),
    "",
  );
  // The loader's own field name must be the one the pointer gives, or the comparison means nothing.
  const loaderForm = rel.reduce(
    (acc, seg, i) => (/^\d+$/.test(seg) && i > 0 ? `${acc}[${seg}]` : acc === "" ? seg : `${acc}.${seg}`),
    "",
  );
  expect(field, `${problem.code} at ${problem.pointer}`).toBe(loaderForm === "" ? field : loaderForm);
  return rel.length === 0 ? field : fromPointer;
}

/** What the editor must show for one of `check`'s problems: its message and fix, with the editor's names. */
function expectedText(problem: ConfigProblem): string {
  const entry = ERROR_CATALOG[problem.code as ErrorCode];
  const values = { ...valuesOf(entry.message, problem.message), ...valuesOf(entry.hint, problem.hint) };
  if (values.field !== undefined) values.field = editorField(problem, values.field);
  if (values.variable !== undefined) values.variable = "NAME";
  return `${fill(entry.message, values)} Fix: ${fill(entry.hint, values)}`;
}

interface Case {
  readonly name: string;
  readonly text: string;
}

/** Files that are no server configuration at all, which the fixture directories (seeds of the fuzz tests) do not hold. */
const WHOLE_FILE_CASES: readonly Case[] = [
  { name: "file/no-mcpServers.json", text: '{\n  "servers": {}\n}\n' },
  { name: "file/not-an-object.json", text: '[\n  {"command": "notes-mcp"}\n]\n' },
];

/** The bundled demo's files, which carry a `$schema` reference as a user's file would. */
const DEMO_FILES = [
  join("home", ".config", "mcp", "mcp.json"),
  join("project", ".mcp.json"),
  join("project", ".travis234", "mcp.json"),
].map((f) => join(REPO, "examples", "demo", f));

const CASES: readonly Case[] = [
  ...fixtures().map((f) => ({ name: relative(FIXTURES, f), text: readFileSync(f, "utf8") })),
  ...DEMO_FILES.map((f) => ({
    name: `demo/${relative(join(REPO, "examples", "demo"), f)}`,
    text: readFileSync(f, "utf8"),
  })),
  ...WHOLE_FILE_CASES,
];
const checked = new Set<string>();

describe("the published schema in VS Code's JSON language service", () => {
  it("covers the upstream examples, the peer-client files, the demo and one file per invalid case", () => {
    const dirs = new Set(CASES.map((c) => c.name.split("/")[0]));
    expect([...dirs].sort()).toEqual(["broken", "demo", "file", "peers", "upstream-examples"]);
    expect(CASES.filter((c) => c.name.startsWith("broken/")).length).toBeGreaterThanOrEqual(25);
  });

  it.each(CASES.map((c) => [c.name, c] as const))(
    "%s: same verdict as check, and check's words for every problem",
    async (_, c) => {
      const problems = checkProblems(c.text);
      const diagnostics = await editorDiagnostics(c.name, c.text);
      const errors = diagnostics.filter((d) => d.severity === 1);
      expect(
        diagnostics.filter((d) => d.severity !== 1),
        "warnings or hints beside the errors",
      ).toEqual([]);
      expect(errors.length > 0, "the editor's verdict (invalid) against check's").toBe(problems.length > 0);
      if (c.name.split("/").includes("broken") || c.name.startsWith("file/"))
        expect(problems.length, "a broken fixture that check accepts").toBeGreaterThan(0);
      const byCheck = problems.map((p) => `${p.line}: ${expectedText(p)}`).sort();
      const byEditor = errors.map((d) => `${d.range.start.line + 1}: ${d.message}`).sort();
      expect(byEditor).toEqual(byCheck);
      checked.add(c.name);
    },
  );

  it("tells a literal credential from a credential reference with a default", async () => {
    const message = async (name: string): Promise<string> => {
      const c = CASES.find((x) => x.name === `broken/${name}`);
      if (!c) throw new Error(`no fixture ${name}`);
      const [first] = await editorDiagnostics(c.name, c.text);
      return typeof first?.message === "string" ? first.message : "";
    };
    const literal = await message("literal-env-token.json");
    const header = await message("literal-authorization-header.json");
    const defaulted = await message("credential-default.json");
    expect(literal).toContain("`env.*` looks like a credential but holds a literal value.");
    expect(header).toContain("`headers.*` looks like a credential but holds a literal value.");
    expect(defaulted).toContain("`env.*` looks like a credential and gives its reference a default");
    expect(defaulted).not.toBe(literal);
  });

  it("words a null field as its type, where check says MCPA_CONFIG_NULL: a type that admits null would make the editor offer null everywhere", async () => {
    const text = '{\n  "mcpServers": {\n    "notes": { "command": "notes-mcp", "cwd": null }\n  }\n}\n';
    expect(checkProblems(text).map((p) => p.code)).toEqual(["MCPA_CONFIG_NULL"]);
    const messages = (await editorDiagnostics("file/null-cwd.json", text)).map((d) => d.message);
    expect(messages).toEqual(["`cwd` must be a string. Fix: Change the value to a string."]);
  });

  afterAll(() => {
    expect(checked.size).toBe(CASES.length);
  });
});
