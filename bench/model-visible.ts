// Model-visible characters of the golden corpus (test/golden/corpus.ts), the requests whose text
// test/golden/outputs/ holds: every case through this adapter in-process, counted per case; the
// cases against server-everything and server-filesystem (on the corpus's generated tree) also through
// the Python adapter 0.4.1 in the real Travis234 host API (.venv-bench), compared request by request
// and in all; images are counted apart (as blocks, not characters: both adapters pass them as image
// blocks). Target: ours at most 0.9x theirs in all. Then the typical set of bench/typical-set.ts,
// both adapters through the host (this one as the shim and its sidecar). Writes
// bench/results/model-visible.md and .json.
//
//   npx tsx bench/model-visible.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { removeHome, runCorpus, visibleSize } from "../test/golden/run.js";
import { EVERYTHING, FILESYSTEM } from "../test/support/paths.js";
import { makePythonHome, PythonDriver, pythonAdapter } from "./lib/contenders/python.js";
import { Processes } from "./lib/procs.js";
import { ensureBenchVenv } from "./lib/python-venv.js";
import { makeHome, RESULTS } from "./lib/setup.js";
import type { TypicalRow, Visible } from "./typical-set.js";
import { instructionChars, labelChars, typicalSet } from "./typical-set.js";

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

interface Seen {
  readonly chars: number;
  readonly images: number;
  readonly isError: boolean;
}

async function main(): Promise<void> {
  const procs = new Processes();
  procs.ignoreExisting();
  const corpus = await runCorpus();
  const home = makeHome(() => ({}));
  try {
    const tree = corpus.tree;
    const all = corpus.runs.map((r) => ({ name: r.case.name, ...visibleSize(r.result), isError: r.result.isError }));
    const compared = corpus.runs.filter((r) => r.case.bench);
    const rows = compared.map((r) => ({ name: r.case.name, request: r.request }));
    const ours: Seen[] = compared.map((r) => ({ ...visibleSize(r.result), isError: r.result.isError }));
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
    const corpusTotal = all.reduce((n, c) => n + c.chars, 0);
    const corpusTable = all.map(
      (c) => `| ${c.name} | ${c.chars}${c.images ? ` + ${c.images} image` : ""}${c.isError ? " (error)" : ""} |`,
    );
    const verdict = ratio === undefined ? `not run: ${notRun}` : ratio <= TARGET ? "met" : "missed";
    const md = [
      "# Model-visible characters",
      "",
      "Characters of text each adapter hands the model for the golden corpus's requests to the reference",
      "servers (`test/golden/corpus.ts`; images are image blocks in both and are counted apart). This adapter",
      "in-process; the Python adapter `travis234-mcp-adapter` 0.4.1 through the real Travis234 host API",
      "(`.venv-bench`). Same servers, same generated tree. Made by `npx tsx bench/model-visible.ts`.",
      "",
      "| request | this adapter | Python adapter 0.4.1 | ratio |",
      "|---|---|---|---|",
      ...table,
      `| **all** | **${total(ours)}** | **${theirs ? total(theirs) : "not run"}** | **${ratio === undefined ? "" : `${ratio.toFixed(2)}x`}** |`,
      "",
      `Target: at most ${TARGET}x the Python adapter's characters in all: ${verdict}.`,
      "",
      "## The whole golden corpus (this adapter)",
      "",
      `Every case of \`test/golden/corpus.ts\`, whose exact text \`test/golden/outputs/\` holds: ${all.length} requests, ${corpusTotal} characters.`,
      "",
      "| case | characters |",
      "|---|---|",
      ...corpusTable,
      "",
      ...typicalSection(typical, notRun),
    ].join("\n");
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(join(RESULTS, "model-visible.md"), md);
    writeFileSync(
      join(RESULTS, "model-visible.json"),
      `${JSON.stringify({ target: TARGET, ratio: ratio ?? null, notRun: notRun || null, rows: rows.map((r, i) => ({ name: r.name, request: { ...r.request, args: "(see test/golden/corpus.ts)" }, ours: ours[i], theirs: theirs?.[i] ?? null })), corpus: all, typical: typical.map((t) => ({ name: t.name, ours: t.ours.text.length, theirs: t.theirs.text.length, instructions: instructionChars(t.ours.text), labels: labelChars(t.ours.text) })) }, null, 2)}\n`,
    );
    process.stdout.write(md);
  } finally {
    const { killed } = await procs.cleanup();
    home.remove();
    removeHome(corpus.home);
    if (killed.length > 0) process.stderr.write(`killed leftovers: ${killed.join(", ")}\n`);
  }
}

await main();
