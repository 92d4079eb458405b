// `travis234-mcp import [--from CLIENT] [FILE] [--write]`: reads a peer client's MCP configuration and
// prints an equivalent mcp.json for this adapter on stdout (with --write, adds its servers to one file
// through add's writer instead), with one stderr line per dropped or changed field saying why. It never
// prints a literal secret: a literal credential becomes a reference the user is told to export.
import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import type { ParseError } from "jsonc-parser";
import { parse, printParseErrorCode } from "jsonc-parser";
import type { SourceContext } from "../config/index.js";
import type { ErrorData } from "../errors/index.js";
import { AdapterError, stripControl } from "../errors/index.js";
import type { ImportClient } from "./import-convert.js";
import { convertDocument, IMPORT_CLIENTS } from "./import-convert.js";
import type { Json, ParseFailure } from "./import-peers.js";
import { readToml } from "./import-peers.js";
import { addEntries } from "./manage-command.js";

/**
 * Where each client keeps the project file `import` reads when no FILE is given, relative to the
 * project; where a client has two, the first that exists is read.
 */
const DEFAULT_FILES: Readonly<Record<ImportClient, readonly (readonly string[])[]>> = {
  claude: [[".mcp.json"]],
  cursor: [[".cursor", "mcp.json"]],
  vscode: [[".vscode", "mcp.json"]],
  gemini: [[".gemini", "settings.json"]],
  pi: [[".pi", "mcp.json"]],
  codex: [[".codex", "config.toml"]],
  copilot: [[".mcp.json"], [".github", "mcp.json"]],
};

export interface ImportIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly cwd: string;
}

/** --write: where the converted servers go instead of stdout, through the writer add uses. */
export interface ImportWrite {
  readonly scope: string;
  readonly sources: SourceContext;
}

function fail<C extends "MCPA_CLI_USAGE" | "MCPA_CLI_IMPORT_READ" | "MCPA_CLI_IMPORT_PARSE">(
  io: ImportIo,
  code: C,
  data: ErrorData<C>,
  exit: number,
): number {
  const e = new AdapterError(code, data);
  io.stderr(`${e.code}: ${e.message}\n${e.hint}\n`);
  return exit;
}

function defaultFile(cwd: string, client: ImportClient): string {
  const candidates = DEFAULT_FILES[client].map((segments) => join(cwd, ...segments));
  return candidates.find((file) => existsSync(file)) ?? (candidates[0] as string);
}

/** Peer clients accept comments and trailing commas (VS Code, pi); so does import. */
function readJson(text: string): { document: Json } | { failure: ParseFailure } {
  const errors: ParseError[] = [];
  const body = text.replace(/^\uFEFF/, "");
  const document = parse(body, errors, {
    allowTrailingComma: true,
    disallowComments: false,
    allowEmptyContent: false,
  }) as Json;
  const first = errors[0];
  if (!first) return { document };
  const before = body.slice(0, first.offset).split("\n");
  return {
    failure: {
      line: before.length,
      column: (before.at(-1)?.length ?? 0) + 1,
      problem: printParseErrorCode(first.error),
    },
  };
}

export function importCommand(
  from: string | undefined,
  files: readonly string[],
  io: ImportIo,
  write?: ImportWrite,
): number {
  if (from !== undefined && !(IMPORT_CLIENTS as readonly string[]).includes(from))
    return fail(io, "MCPA_CLI_USAGE", { problem: `--from must be one of ${IMPORT_CLIENTS.join(", ")}` }, 2);
  if (files.length > 1) return fail(io, "MCPA_CLI_USAGE", { problem: `unexpected argument: ${files[1]}` }, 2);
  const client = from as ImportClient | undefined;
  if (files.length === 0 && client === undefined)
    return fail(io, "MCPA_CLI_USAGE", { problem: "import needs a FILE or --from CLIENT" }, 2);
  const given = files[0];
  const path =
    given !== undefined
      ? isAbsolute(given)
        ? given
        : resolve(io.cwd, given)
      : defaultFile(io.cwd, client as ImportClient);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return fail(
      io,
      "MCPA_CLI_IMPORT_READ",
      { file: path, reason: typeof code === "string" ? code : "unknown error" },
      1,
    );
  }
  // Only Codex writes TOML: a .toml FILE without --from is read as Codex's.
  const toml = client === "codex" || (client === undefined && path.endsWith(".toml"));
  const read = toml ? readToml(text.replace(/^\uFEFF/, "")) : readJson(text);
  if ("failure" in read) {
    const { line, column, problem } = read.failure;
    return fail(io, "MCPA_CLI_IMPORT_PARSE", { file: path, line, column, format: toml ? "TOML" : "JSON", problem }, 1);
  }
  const result = convertDocument(toml ? "codex" : client, read.document);
  if (!write) io.stdout(`${JSON.stringify(result.document, null, 2)}\n`);
  // Names come from the file: control characters are stripped before they reach a terminal.
  for (const note of result.notes) io.stderr(`${stripControl(note)}\n`);
  if (!write) return 0;
  const entries = Object.entries(result.document.mcpServers);
  if (entries.length === 0) {
    io.stdout("No server to import; nothing was written.\n");
    return 0;
  }
  return addEntries("import", entries, [], write.scope, write.sources, io);
}
