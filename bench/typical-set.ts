// The typical set: twelve everyday requests to server-everything (status, a listing, a search, a
// description, small calls, a 4 KB echo, structured content, an image, resources, prompts, an
// unknown tool), sent through this adapter in-process, and the characters of text the model gets
// for each, labels included. Images are counted apart, as blocks. Prints a table and, with --json,
// the rows as JSON.
//
//   npx tsx bench/typical-set.ts [--json]
import { openAdapter, SOURCE_ADAPTER } from "./lib/contenders/adapter.js";
import { Processes } from "./lib/procs.js";
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

export interface TypicalRow {
  readonly name: string;
  readonly chars: number;
  readonly images: number;
  readonly isError: boolean;
}

export async function typicalSet(): Promise<TypicalRow[]> {
  const procs = new Processes();
  procs.ignoreExisting();
  const home = makeHome(() => ({ everything: { command: process.execPath, args: [EVERYTHING] } }));
  try {
    const proxy = openAdapter(home, procs, SOURCE_ADAPTER, "typical-set");
    const rows: TypicalRow[] = [];
    for (const { name, request } of TYPICAL_SET) {
      const r = await proxy.call(request);
      const chars = r.content.reduce((n, b) => n + (b.type === "text" ? b.text.length : 0), 0);
      rows.push({ name, chars, images: r.content.filter((b) => b.type === "image").length, isError: r.isError });
    }
    return rows;
  } finally {
    await procs.cleanup();
    home.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await typicalSet();
  if (process.argv.includes("--json")) process.stdout.write(`${JSON.stringify(rows)}\n`);
  else {
    const lines = [
      "| request | characters |",
      "|---|---|",
      ...rows.map(
        (r) => `| ${r.name} | ${r.chars}${r.images ? ` + ${r.images} image` : ""}${r.isError ? " (error)" : ""} |`,
      ),
    ];
    lines.push(`| **all** | **${rows.reduce((n, r) => n + r.chars, 0)}** |`);
    process.stdout.write(`${lines.join("\n")}\n`);
  }
}
