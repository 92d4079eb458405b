// Runs the golden corpus (./corpus.ts) through this adapter in-process, as the host's `mcp` tool
// calls it, and renders what the model reads for each case as deterministic text: label nonces,
// opaque references, temporary paths, ages and dates replaced by stable tokens. Used by
// test/golden/golden.test.ts (diff, or rewrite with GOLDEN_UPDATE=1) and bench/model-visible.ts.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/config/index.js";
import { defaultToolCache } from "../../src/proxy/default-tool-cache.js";
import { McpProxy } from "../../src/proxy/proxy.js";
import type { HostResult } from "../../src/results/blocks.js";
import { Runtime } from "../../src/runtime/runtime.js";
import { writeUserServers } from "../support/files.js";
import { ROOT } from "../support/paths.js";
import type { GoldenCase, Request, Seen } from "./corpus.js";
import { CORPUS, corpusServers, makeTree } from "./corpus.js";

export const OUTPUTS = join(ROOT, "test", "golden", "outputs");

export interface GoldenRun {
  readonly case: GoldenCase;
  readonly request: Request;
  readonly result: HostResult;
}

/** Sends every case of `cases` in order through one runtime on a fresh home, then closes it. */
export async function runCorpus(
  cases: readonly GoldenCase[] = CORPUS,
): Promise<{ runs: GoldenRun[]; home: string; tree: string }> {
  const home = realpathSync(mkdtempSync(join(tmpdir(), "travis234-golden-")));
  const tree = join(home, "tree");
  makeTree(tree);
  mkdirSync(join(home, "project"));
  writeUserServers(home, corpusServers(tree));
  const config = loadConfig({ home, cwd: join(home, "project"), projectTrusted: false });
  if (config.problems.length > 0) throw new Error(`corpus mcp.json: ${config.problems.map((p) => p.code).join(", ")}`);
  const env = { PATH: process.env.PATH ?? "", HOME: home, TRAVIS234_MCP_CACHE_DIR: join(home, "cache") };
  const runtime = new Runtime(config, {
    environment: env,
    cwd: join(home, "project"),
    offline: false,
    spillBase: join(home, "spills"),
  });
  const proxy = new McpProxy(runtime, [], undefined, {
    toolCache: defaultToolCache({ cwd: join(home, "project"), env }),
  });
  const runs: GoldenRun[] = [];
  let seen: Seen = {};
  try {
    for (const c of cases) {
      const request = c.request(tree, seen);
      const result = await proxy.call(request);
      const output = JSON.stringify(result.content).match(/mcp-output-[0-9a-f]{32}/)?.[0];
      if (output) seen = { output };
      runs.push({ case: c, request, result });
    }
  } finally {
    await runtime.close();
  }
  return { runs, home, tree };
}

/** Removes the home runCorpus made (its tree, spills and cache). */
export const removeHome = (home: string): void => rmSync(home, { recursive: true, force: true });

/** One stable token per distinct match, numbered in order of appearance. */
function numbered(text: string, pattern: RegExp, token: string): string {
  const seen = new Map<string, number>();
  return text.replace(pattern, (m) => {
    if (!seen.has(m)) seen.set(m, seen.size + 1);
    return `${token}-${seen.get(m)}`;
  });
}

const literal = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What differs between two runs of the same case, replaced by stable tokens. */
export function normalise(text: string, home: string, tree: string): string {
  let t = text;
  for (const [path, token] of [
    [tree, "<tree>"],
    [home, "<home>"],
    [ROOT, "<repo>"],
    [process.execPath, "<node>"],
    [realpathSync(tmpdir()), "<tmp>"],
  ] as const)
    t = t.replace(new RegExp(literal(path), "g"), token);
  t = t.replace(/\[(\/?)mcp ([a-z ]*?)[0-9A-Z]{4,}(?=[\] ])/g, "[$1mcp $2NONCE");
  // When a connection opened or failed, and how old a cached catalog is: the clock's, not the adapter's.
  t = t.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g, "<time>");
  t = t.replace(/\b\d+ (s|min|h|d) old\b/g, "<age> old");
  // Dates a server prints (server-filesystem's get_file_info), in the local time zone's form.
  t = t.replace(/\b[A-Z][a-z]{2} [A-Z][a-z]{2} \d\d \d{4} \d\d:\d\d:\d\d GMT[+-]\d{4} \([^)\n]*\)/g, "<date>");
  t = numbered(t, /mcp-output-[0-9a-f]{32}/g, "mcp-output-REF");
  t = numbered(t, /mcp-resource-[0-9a-f]{32}/g, "mcp-resource-REF");
  t = numbered(t, /mcp-prompt-[0-9a-f]{32}/g, "mcp-prompt-REF");
  return t;
}

/** The golden text of one run: the request, then each block as the model receives it. */
export function goldenText(run: GoldenRun, home: string, tree: string): string {
  const lines = [`request: ${JSON.stringify(run.request)}`, `isError: ${run.result.isError}`];
  run.result.content.forEach((b, i) => {
    if (b.type === "text") lines.push(`--- block ${i + 1}: text`, b.text);
    else {
      const data = Buffer.from(b.data, "base64");
      const digest = createHash("sha256").update(data).digest("hex").slice(0, 16);
      lines.push(`--- block ${i + 1}: ${b.type} ${b.mimeType}, ${data.length} bytes, sha256 ${digest}`);
    }
  });
  return `${normalise(lines.join("\n"), home, tree)}\n`;
}

/** Characters of text the model reads in a result, and its image blocks. */
export function visibleSize(result: HostResult): { chars: number; images: number } {
  return {
    chars: result.content.reduce((n, b) => n + (b.type === "text" ? b.text.length : 0), 0),
    images: result.content.filter((b) => b.type !== "text").length,
  };
}
