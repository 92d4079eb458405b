// The typical set: twelve everyday requests to server-everything (status, a listing, a search, a
// description, small calls, a 4 KB echo, structured content, an image, resources, prompts, an
// unknown tool), sent through the real Travis234 host API (.venv-bench) to this adapter (the shim
// and its sidecar) and to the Python adapter 0.4.1, and the characters of text the model gets for
// each, labels included. Images are counted apart, as blocks. Prints a table; with --show, both
// texts of every request one after the other; with --json, the rows as JSON.
//
//   npx tsx bench/typical-set.ts [--show] [--json]
import { join } from "node:path";
import type { HostedExtension } from "./lib/contenders/python.js";
import { makePythonHome, ourShim, PythonDriver, pythonAdapter } from "./lib/contenders/python.js";
import { Processes } from "./lib/procs.js";
import type { PythonEnv } from "./lib/python-venv.js";
import { ensureBenchVenv } from "./lib/python-venv.js";
import { EVERYTHING, makeHome } from "./lib/setup.js";

const TYPICAL_SET: readonly { readonly name: string; readonly request: Record<string, unknown> }[] = [
  { name: "status", request: {} },
  { name: "list", request: { server: "everything" } },
  { name: "search", request: { server: "everything", search: "sum" } },
  { name: "describe", request: { server: "everything", describe: "echo" } },
  { name: "echo", request: { server: "everything", tool: "echo", args: { message: "hello" } } },
  { name: "get-sum", request: { server: "everything", tool: "get-sum", args: { a: 2, b: 3 } } },
  { name: "echo 4 KB", request: { server: "everything", tool: "echo", args: { message: "x".repeat(4096) } } },
  {
    name: "structured content",
    request: { server: "everything", tool: "get-structured-content", args: { location: "New York" } },
  },
  { name: "image", request: { server: "everything", tool: "get-tiny-image", args: {} } },
  { name: "resources", request: { server: "everything", operation: "resources.list" } },
  { name: "prompts", request: { server: "everything", operation: "prompts.list" } },
  { name: "unknown tool", request: { server: "everything", tool: "no-such-tool", args: {} } },
];

/** What the model reads of one result. */
export interface Visible {
  readonly text: string;
  readonly images: number;
  readonly isError: boolean;
}

export interface TypicalRow {
  readonly name: string;
  readonly ours: Visible;
  readonly theirs: Visible;
}

async function throughHost(
  env: PythonEnv,
  extension: HostedExtension,
  dir: string,
  procs: Processes,
): Promise<Visible[]> {
  const pyHome = makePythonHome(join(dir, `${extension.key}-typical`), {
    everything: { command: process.execPath, args: [EVERYTHING] },
  });
  const driver = await PythonDriver.start(env, extension, pyHome, procs);
  try {
    return await driver.visible(TYPICAL_SET.map((r) => r.request));
  } finally {
    await driver.close();
  }
}

/** Characters of the untrusted-data label lines in a text (each with its newline). */
export function labelChars(text: string): number {
  return text
    .split("\n")
    .filter((l) => /^\[\/?mcp [^\]]*\]$/.test(l))
    .reduce((n, l) => n + l.length + 1, 0);
}

/**
 * Characters of the server's own instructions in a text: the quoted lines after their header, the
 * quote marks left out. The Python adapter shows none, so these are information only ours carries.
 */
export function instructionChars(text: string): number {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => l.startsWith("Server instructions ("));
  if (start < 0) return 0;
  const quoted: string[] = [];
  for (const l of lines.slice(start + 1)) {
    if (!l.startsWith(">")) break;
    quoted.push(l.replace(/^> ?/, ""));
  }
  return quoted.join("\n").length;
}

/** Both adapters through the host, one after the other, each with a home of its own inside `dir`. */
export async function typicalSet(env: PythonEnv, dir: string, procs: Processes): Promise<TypicalRow[]> {
  const ours = await throughHost(env, ourShim, dir, procs);
  const theirs = await throughHost(env, pythonAdapter(env), dir, procs);
  return TYPICAL_SET.map(({ name }, i) => ({ name, ours: ours[i] as Visible, theirs: theirs[i] as Visible }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const setup = await ensureBenchVenv((line) => process.stderr.write(`${line}\n`));
  if (!setup.ok) throw new Error(`not run: ${setup.reason}`);
  const procs = new Processes();
  procs.ignoreExisting();
  const home = makeHome(() => ({}));
  try {
    const rows = await typicalSet(setup.env, home.home, procs);
    if (process.argv.includes("--json")) process.stdout.write(`${JSON.stringify(rows)}\n`);
    else if (process.argv.includes("--show"))
      for (const r of rows)
        process.stdout.write(
          `===== ${r.name}: ours ${r.ours.text.length}, theirs ${r.theirs.text.length}\n--- ours\n${r.ours.text}\n--- theirs\n${r.theirs.text}\n`,
        );
    else {
      const sum = (f: (r: TypicalRow) => number): number => rows.reduce((n, r) => n + f(r), 0);
      process.stdout.write(
        [
          "| request | this adapter | Python adapter | ratio |",
          "|---|---|---|---|",
          ...rows.map(
            (r) =>
              `| ${r.name} | ${r.ours.text.length} | ${r.theirs.text.length} | ${(r.ours.text.length / Math.max(1, r.theirs.text.length)).toFixed(2)}x |`,
          ),
          `| all | ${sum((r) => r.ours.text.length)} | ${sum((r) => r.theirs.text.length)} | ${(sum((r) => r.ours.text.length) / sum((r) => r.theirs.text.length)).toFixed(2)}x |`,
          "",
        ].join("\n"),
      );
    }
  } finally {
    await procs.cleanup();
    home.remove();
  }
}
