// Model-visible characters: a fixed set of typical requests against server-everything and
// server-filesystem (on a tree this script generates with a fixed seed), sent through this adapter
// in-process and through the Python adapter 0.4.1 in the real Travis234 host API (.venv-bench), and
// the characters of text each hands the model, request by request and in all; images are counted
// apart (as blocks, not characters: both adapters pass them as image blocks). Target: ours at most
// 0.9x theirs in all. Then the typical set of bench/typical-set.ts, both adapters through the host
// (this one as the shim and its sidecar). Writes bench/results/model-visible.md and .json.
//
//   npx tsx bench/model-visible.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { png } from "../test/support/png.js";
import { openAdapter, SOURCE_ADAPTER } from "./lib/contenders/adapter.js";
import { makePythonHome, PythonDriver, pythonAdapter } from "./lib/contenders/python.js";
import { Processes } from "./lib/procs.js";
import { ensureBenchVenv } from "./lib/python-venv.js";
import type { ServerEntry } from "./lib/setup.js";
import { EVERYTHING, makeHome, RESULTS, ROOT } from "./lib/setup.js";
import type { TypicalRow, Visible } from "./typical-set.js";
import { instructionChars, labelChars, typicalSet } from "./typical-set.js";

const FILESYSTEM = join(ROOT, "node_modules/@modelcontextprotocol/server-filesystem/dist/index.js");
const TARGET = 0.9;
/** The typical set: at most this many times the Python adapter's characters, the server's instructions counted on both sides. */
const TYPICAL_TARGET = 1.1;

/** The typical set as both adapters give it through the host, request by request, and what it sums to. */
function typicalSection(rows: readonly TypicalRow[], notRun: string): string[] {
  const head = ["## The typical set (server-everything, both adapters through the host)", ""];
  if (rows.length === 0) return [...head, `Not run: ${notRun}.`, ""];
  const cell = (v: Visible): string =>
    `${v.text.length}${v.images ? ` + ${v.images} image` : ""}${v.isError ? " (error)" : ""}`;
  const sum = (f: (r: TypicalRow) => number): number => rows.reduce((n, r) => n + f(r), 0);
  const ours = sum((r) => r.ours.text.length);
  const theirs = sum((r) => r.theirs.text.length);
  const labels = sum((r) => labelChars(r.ours.text));
  const instructions = sum((r) => instructionChars(r.ours.text));
  const counted = ours / (theirs + instructions);
  return [
    ...head,
    "Twelve everyday requests (`bench/typical-set.ts`) through the real Travis234 host API in `.venv-bench`:",
    "this adapter as the shim and its sidecar, the Python adapter 0.4.1 as the host loads it; characters",
    "of text as the model receives them, labels included. Only this adapter passes the server's",
    "instructions on (in the first listing of a connection); the ratio below the table counts them on both sides.",
    "`npx tsx bench/typical-set.ts --show` prints both texts of every request.",
    "",
    "| request | this adapter | Python adapter 0.4.1 | ratio |",
    "|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${cell(r.ours)} | ${cell(r.theirs)} | ${r.theirs.text.length > 0 ? `${(r.ours.text.length / r.theirs.text.length).toFixed(2)}x` : ""} |`,
    ),
    `| **all** | **${ours}** | **${theirs}** | **${(ours / theirs).toFixed(2)}x** |`,
    "",
    `Of this adapter's ${ours} characters, ${instructions} are the server's instructions and ${labels} the`,
    `untrusted-data label lines. With the instructions counted on both sides (${ours} against`,
    `${theirs} + ${instructions}): ${counted.toFixed(2)}x. Target: at most ${TYPICAL_TARGET}x so counted: ${counted <= TYPICAL_TARGET ? "met" : "missed"}.`,
    "",
  ];
}

/** Deterministic bytes (a linear congruential generator), so that every run reads the same tree. */
function bytes(n: number, seed: number): Buffer {
  const out = Buffer.alloc(n);
  let x = seed >>> 0;
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

/** The generated tree: source-like text files of fixed sizes, a PNG, nested directories. */
function makeTree(root: string): void {
  const lines = (n: number, what: string): string =>
    Array.from({ length: n }, (_, i) => `${what} line ${i}: const value${i} = compute(${i}, "${what}");\n`).join("");
  mkdirSync(join(root, "src/lib"), { recursive: true });
  mkdirSync(join(root, "docs"), { recursive: true });
  writeFileSync(join(root, "src/main.ts"), lines(80, "main")); // about 4 KB
  writeFileSync(join(root, "src/lib/util.ts"), lines(400, "util")); // about 20 KB
  writeFileSync(join(root, "docs/README.md"), "# Project\n\nA generated tree for the benchmark.\n");
  writeFileSync(
    join(root, "logo.png"),
    png(24, (y, n) => bytes(n, y + 1)),
  );
}

interface Row {
  readonly name: string;
  readonly request: Record<string, unknown>;
}

function requests(tree: string): Row[] {
  const fs = (tool: string, args: Record<string, unknown>): Record<string, unknown> => ({
    server: "filesystem",
    tool,
    args,
  });
  const ev = (tool: string, args: Record<string, unknown>): Record<string, unknown> => ({
    server: "everything",
    tool,
    args,
  });
  return [
    { name: "everything echo", request: ev("echo", { message: "hello" }) },
    { name: "everything get-sum", request: ev("get-sum", { a: 2, b: 3 }) },
    { name: "everything get-structured-content", request: ev("get-structured-content", { location: "New York" }) },
    { name: "everything get-tiny-image", request: ev("get-tiny-image", {}) },
    { name: "filesystem read_text_file (4 KB)", request: fs("read_text_file", { path: join(tree, "src/main.ts") }) },
    {
      name: "filesystem read_text_file (20 KB)",
      request: fs("read_text_file", { path: join(tree, "src/lib/util.ts") }),
    },
    {
      name: "filesystem read_text_file head=10",
      request: fs("read_text_file", { path: join(tree, "src/lib/util.ts"), head: 10 }),
    },
    { name: "filesystem list_directory", request: fs("list_directory", { path: join(tree, "src") }) },
    { name: "filesystem directory_tree", request: fs("directory_tree", { path: tree }) },
    { name: "filesystem get_file_info", request: fs("get_file_info", { path: join(tree, "docs/README.md") }) },
    { name: "filesystem search_files", request: fs("search_files", { path: tree, pattern: "*.ts" }) },
    { name: "filesystem read_media_file (PNG)", request: fs("read_media_file", { path: join(tree, "logo.png") }) },
  ];
}

interface Seen {
  readonly chars: number;
  readonly images: number;
  readonly isError: boolean;
}

async function main(): Promise<void> {
  const procs = new Processes();
  procs.ignoreExisting();
  let tree = "";
  const servers = (home: string): Readonly<Record<string, ServerEntry>> => {
    tree = join(home, "tree");
    mkdirSync(tree);
    makeTree(tree);
    return {
      everything: { command: process.execPath, args: [EVERYTHING] },
      filesystem: { command: process.execPath, args: [FILESYSTEM, tree] },
    };
  };
  const home = makeHome(servers);
  try {
    const rows = requests(tree);
    const proxy = openAdapter(home, procs, SOURCE_ADAPTER, "model-visible");
    const ours: Seen[] = [];
    for (const row of rows) {
      const r = await proxy.call(row.request);
      ours.push({
        chars: r.content.reduce((n, b) => n + (b.type === "text" ? b.text.length : 0), 0),
        images: r.content.filter((b) => b.type === "image").length,
        isError: r.isError,
      });
    }
    procs.snapshot();

    let theirs: Seen[] | undefined;
    let notRun = "";
    const setup = await ensureBenchVenv((line) => process.stderr.write(`${line}\n`));
    if (!setup.ok) notRun = setup.reason;
    else {
      // The Python adapter reads the same servers and the same tree.
      const pyServers = {
        everything: { command: process.execPath, args: [EVERYTHING] },
        filesystem: { command: process.execPath, args: [FILESYSTEM, tree] },
      };
      const pyHome = makePythonHome(join(home.home, "python-home"), pyServers);
      const driver = await PythonDriver.start(setup.env, pythonAdapter(setup.env), pyHome, procs);
      try {
        theirs = (await driver.visible(rows.map((r) => r.request))).map((v) => ({
          chars: v.text.length,
          images: v.images,
          isError: v.isError,
        }));
      } finally {
        await driver.close();
      }
    }

    const typical = setup.ok ? await typicalSet(setup.env, home.home, procs) : [];
    const total = (xs: readonly Seen[]): number => xs.reduce((n, x) => n + x.chars, 0);
    const ratio = theirs ? total(ours) / total(theirs) : undefined;
    const table = rows.map((row, i) => {
      const o = ours[i] as Seen;
      const t = theirs?.[i];
      const cell = (s: Seen | undefined): string =>
        s === undefined
          ? "not run"
          : `${s.chars}${s.images ? ` + ${s.images} image` : ""}${s.isError ? " (error)" : ""}`;
      return `| ${row.name} | ${cell(o)} | ${cell(t)} | ${t && t.chars > 0 ? `${(o.chars / t.chars).toFixed(2)}x` : ""} |`;
    });
    const verdict = ratio === undefined ? `not run: ${notRun}` : ratio <= TARGET ? "met" : "missed";
    const md = [
      "# Model-visible characters",
      "",
      "Characters of text each adapter hands the model for a fixed set of typical requests (images are",
      "image blocks in both and are counted apart). This adapter in-process; the Python adapter",
      "`travis234-mcp-adapter` 0.4.1 through the real Travis234 host API (`.venv-bench`). Same servers, same",
      "generated tree. Made by `npx tsx bench/model-visible.ts`.",
      "",
      "| request | this adapter | Python adapter 0.4.1 | ratio |",
      "|---|---|---|---|",
      ...table,
      `| **all** | **${total(ours)}** | **${theirs ? total(theirs) : "not run"}** | **${ratio === undefined ? "" : `${ratio.toFixed(2)}x`}** |`,
      "",
      `Target: at most ${TARGET}x the Python adapter's characters in all: ${verdict}.`,
      "",
      ...typicalSection(typical, notRun),
    ].join("\n");
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(join(RESULTS, "model-visible.md"), md);
    writeFileSync(
      join(RESULTS, "model-visible.json"),
      `${JSON.stringify({ target: TARGET, ratio: ratio ?? null, notRun: notRun || null, rows: rows.map((r, i) => ({ name: r.name, request: { ...r.request, args: "(see bench/model-visible.ts)" }, ours: ours[i], theirs: theirs?.[i] ?? null })), typical: typical.map((t) => ({ name: t.name, ours: t.ours.text.length, theirs: t.theirs.text.length, instructions: instructionChars(t.ours.text), labels: labelChars(t.ours.text) })) }, null, 2)}\n`,
    );
    process.stdout.write(md);
  } finally {
    const { killed } = await procs.cleanup();
    home.remove();
    if (killed.length > 0) process.stderr.write(`killed leftovers: ${killed.join(", ")}\n`);
  }
}

await main();
