// `travis234-mcp demo`: the main job on a bundled configuration. It configures the reference server
// `server-everything` (a devDependency) in a temporary home and shows, through the same runtime the
// host uses, what the model sees for status, tools, resources and prompts.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { RESOURCE_REFERENCE_PATTERN } from "../catalog/references.js";
import { loadConfig } from "../config/index.js";
import { AdapterError } from "../errors/index.js";
import { Proxy } from "../proxy/proxy.js";
import type { HostResult } from "../results/blocks.js";
import { Runtime } from "../runtime/runtime.js";
import { visibleText } from "./proxy-commands.js";

/** Lines of each answer printed in full; the rest is counted, since the point is the shape. */
const SHOWN_LINES = 24;

export interface DemoIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: NodeJS.ProcessEnv;
  readonly signal?: AbortSignal | undefined;
}

function everythingEntry(): string | undefined {
  try {
    const pkg = createRequire(import.meta.url).resolve("@modelcontextprotocol/server-everything/package.json");
    return join(dirname(pkg), "dist", "index.js");
  } catch {
    return undefined;
  }
}

function show(io: DemoIo, title: string, request: unknown, result: HostResult): void {
  const lines = visibleText(result).split("\n");
  const shown = lines.slice(0, SHOWN_LINES);
  io.stdout(`\n== ${title}\n> mcp ${JSON.stringify(request)}${result.isError ? "   (isError)" : ""}\n`);
  io.stdout(`${shown.map((l) => `  ${l}`).join("\n")}\n`);
  if (lines.length > shown.length) io.stdout(`  ... ${lines.length - shown.length} more lines (the model sees them all)\n`);
}

const firstReference = (result: HostResult): string | undefined => RESOURCE_REFERENCE_PATTERN.exec(visibleText(result))?.[0];

export async function demoCommand(io: DemoIo): Promise<number> {
  const entry = everythingEntry();
  if (!entry) {
    io.stderr("The demo runs @modelcontextprotocol/server-everything, a devDependency: run it from a clone after `npm ci`.\n");
    return 1;
  }
  const home = mkdtempSync(join(tmpdir(), "travis234-mcp-demo-"));
  const configDir = join(home, ".config", "mcp");
  mkdirSync(configDir, { recursive: true });
  writeFileSync(join(configDir, "mcp.json"), `${JSON.stringify({ mcpServers: { everything: { command: process.execPath, args: [entry, "stdio"] } } }, null, 2)}\n`);
  const config = loadConfig({ home, cwd: home, projectTrusted: false });
  const runtime = new Runtime(config, { environment: io.env, cwd: home, offline: false });
  const proxy = new Proxy(runtime);
  io.stdout(`Demo: the mcp tool over server-everything (stdio), configured in ${join(configDir, "mcp.json")}.\n`);
  const step = async (title: string, request: Record<string, unknown>): Promise<HostResult> => {
    const result = await proxy.call(request, { signal: io.signal });
    show(io, title, request, result);
    return result;
  };
  try {
    await step("Status (connects nothing)", {});
    await step("List the tools (connects lazily)", { server: "everything" });
    await step("Search", { server: "everything", search: "sum" });
    await step("Describe before calling", { server: "everything", describe: "get-sum" });
    await step("Call", { server: "everything", tool: "get-sum", args: { a: 2, b: 40 } });
    await step("A tool error stays a result", { server: "everything", tool: "get-sum", args: { a: "two" } });
    const listing = await step("Resources, behind opaque references", { server: "everything", operation: "resources.list", query: "static" });
    const reference = firstReference(listing);
    if (reference) await step("Read one resource (labelled as untrusted data)", { server: "everything", operation: "resources.read", resource: reference });
    await step("Prompts", { server: "everything", operation: "prompts.list" });
    await step("A prompt, arguments checked first", { server: "everything", operation: "prompts.get", prompt: "args-prompt", arguments: { city: "Lyon" } });
    await step("An invalid request never connects", { server: "everything", search: "x", tool: "echo" });
    await step("Status again", {});
    return 0;
  } catch (err) {
    io.stderr(`demo interrupted: ${AdapterError.isInstance(err) ? `${err.code}: ${err.message}` : "unexpected failure"}\n`);
    return 1;
  } finally {
    await runtime.close();
    rmSync(home, { recursive: true, force: true });
  }
}
