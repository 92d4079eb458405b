// The golden corpus: typical requests the model sends through the `mcp` tool, across the fixture
// server in both protocol eras (2025 handshake and 2026-07-28), the npm reference servers
// server-everything and server-filesystem (on a tree generated with a fixed seed), a server that
// cannot start and one switched off. test/golden/golden.test.ts diffs what the model reads for each
// against test/golden/outputs/; bench/model-visible.ts counts the characters of the same cases.
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { EVERYTHING, FILESYSTEM, FIXTURE, ROOT } from "../support/paths.js";
import { png } from "../support/png.js";

export type Request = Record<string, unknown>;

/** What earlier cases returned that a later one names: the last spill reference seen. */
export interface Seen {
  readonly output?: string;
}

export interface GoldenCase {
  /** The golden file's name (test/golden/outputs/<name>.txt). */
  readonly name: string;
  /** The case is one of the bench's comparison rows with the Python adapter (reference servers only). */
  readonly bench?: true;
  readonly request: (tree: string, seen: Seen) => Request;
}

const fixture = (era: "legacy" | "modern", requestTimeoutMs: number) => ({
  command: process.execPath,
  args: ["--import", "tsx", FIXTURE, "stdio"],
  cwd: ROOT,
  env: { FIXTURE_ERA: era },
  requestTimeoutMs,
});

/** The servers of the corpus's mcp.json; `tree` is the generated directory server-filesystem serves. */
export function corpusServers(tree: string): Record<string, unknown> {
  return {
    legacy: fixture("legacy", 20_000),
    modern: fixture("modern", 20_000),
    slow: fixture("legacy", 8_000),
    everything: { command: process.execPath, args: [EVERYTHING] },
    filesystem: { command: process.execPath, args: [FILESYSTEM, tree] },
    broken: { command: "travis234-golden-no-such-command", args: [] },
    off: { command: process.execPath, args: [EVERYTHING], disabled: true },
  };
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
export function makeTree(root: string): void {
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
  // The same permissions whatever the umask: get_file_info prints them.
  for (const file of ["src/main.ts", "src/lib/util.ts", "docs/README.md", "logo.png"])
    chmodSync(join(root, file), 0o644);
}

const call =
  (server: string, tool: string, args: Request = {}) =>
  (): Request => ({ server, tool, args });
const op =
  (server: string, operation: string, fields: Request = {}) =>
  (): Request => ({ server, operation, ...fields });
const fs = (tool: string, args: (tree: string) => Request) => (tree: string) => ({
  server: "filesystem",
  tool,
  args: args(tree),
});

/** The same everyday requests to the fixture in each era. */
function eraCases(era: "legacy" | "modern"): GoldenCase[] {
  return [
    { name: `${era}-tools-list`, request: () => ({ server: era }) },
    { name: `${era}-tools-search`, request: () => ({ server: era, search: "image" }) },
    { name: `${era}-tools-describe`, request: () => ({ server: era, describe: "structured" }) },
    { name: `${era}-call-text`, request: call(era, "echo", { text: "hello from the golden corpus" }) },
    { name: `${era}-call-structured`, request: call(era, "structured") },
    { name: `${era}-call-image`, request: call(era, "image") },
    { name: `${era}-resources-list`, request: op(era, "resources.list") },
    { name: `${era}-resources-read`, request: op(era, "resources.read", { resource: "fixture://text/1" }) },
    { name: `${era}-prompts-list`, request: op(era, "prompts.list") },
    {
      name: `${era}-prompts-get`,
      request: op(era, "prompts.get", { prompt: "review", arguments: { topic: "changes" } }),
    },
  ];
}

export const CORPUS: readonly GoldenCase[] = [
  { name: "status-before", request: () => ({}) },
  ...eraCases("legacy"),
  ...eraCases("modern"),
  { name: "legacy-call-resource-link", request: call("legacy", "resource_link") },
  { name: "legacy-call-embedded-text", request: call("legacy", "embedded_text") },
  { name: "legacy-call-spill", request: call("legacy", "lines", { count: 2_500 }) },
  {
    name: "legacy-output-read",
    request: (_, seen) => ({ server: "legacy", operation: "output.read", output: seen.output, offset: 20_000 }),
  },
  { name: "servers-search", request: () => ({ search: "echo" }) },
  // Errors, one of each kind the model meets.
  { name: "error-request-shape", request: () => ({ server: "legacy", tool: "echo", args: "not an object" }) },
  { name: "error-unknown-field", request: () => ({ server: "legacy", tool: "echo", colour: "blue" }) },
  { name: "error-unknown-server", request: () => ({ server: "nosuch" }) },
  { name: "error-server-off", request: () => ({ server: "off" }) },
  { name: "error-connect-failed", request: () => ({ server: "broken" }) },
  { name: "error-unknown-tool", request: call("legacy", "no_such_tool") },
  { name: "error-invalid-arguments", request: call("legacy", "echo", { text: 42 }) },
  { name: "error-tool-result", request: call("legacy", "fail") },
  { name: "error-server-jsonrpc", request: call("legacy", "needs_sampling") },
  { name: "error-prompt-argument", request: op("legacy", "prompts.get", { prompt: "review" }) },
  { name: "error-resource-unknown", request: op("legacy", "resources.read", { resource: "fixture://nope/1" }) },
  {
    name: "error-output-unknown",
    request: op("legacy", "output.read", { output: "mcp-output-00000000000000000000000000000000" }),
  },
  { name: "error-timeout", request: call("slow", "sleep", { ms: 30_000 }) },
  { name: "error-server-crashed", request: call("legacy", "crash") },
  // The reference servers: the bench's rows (compared with the Python adapter) and a listing.
  { name: "everything-tools-list", request: () => ({ server: "everything" }) },
  { name: "everything-echo", bench: true, request: call("everything", "echo", { message: "hello" }) },
  { name: "everything-get-sum", bench: true, request: call("everything", "get-sum", { a: 2, b: 3 }) },
  {
    name: "everything-structured-content",
    bench: true,
    request: call("everything", "get-structured-content", { location: "New York" }),
  },
  { name: "everything-tiny-image", bench: true, request: call("everything", "get-tiny-image") },
  {
    name: "filesystem-read-4kb",
    bench: true,
    request: fs("read_text_file", (t) => ({ path: join(t, "src/main.ts") })),
  },
  {
    name: "filesystem-read-20kb",
    bench: true,
    request: fs("read_text_file", (t) => ({ path: join(t, "src/lib/util.ts") })),
  },
  {
    name: "filesystem-read-head",
    bench: true,
    request: fs("read_text_file", (t) => ({ path: join(t, "src/lib/util.ts"), head: 10 })),
  },
  { name: "filesystem-list-directory", bench: true, request: fs("list_directory", (t) => ({ path: join(t, "src") })) },
  { name: "filesystem-directory-tree", bench: true, request: fs("directory_tree", (t) => ({ path: t })) },
  {
    name: "filesystem-file-info",
    bench: true,
    request: fs("get_file_info", (t) => ({ path: join(t, "docs/README.md") })),
  },
  { name: "filesystem-search", bench: true, request: fs("search_files", (t) => ({ path: t, pattern: "*.ts" })) },
  {
    name: "filesystem-read-media",
    bench: true,
    request: fs("read_media_file", (t) => ({ path: join(t, "logo.png") })),
  },
  { name: "status-after", request: () => ({}) },
];
