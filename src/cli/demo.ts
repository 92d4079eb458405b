// `travis234-mcp demo`: the main job on a bundled configuration. It configures the package's own demo
// server (`travis234-mcp demo-server`, in the bundle) in a temporary home and shows, through the same
// runtime the host uses, what the model sees for status, tools, resources, prompts and an image.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { RESOURCE_REFERENCE_PATTERN } from "../catalog/references.js";
import { loadConfig } from "../config/index.js";
import { AdapterError } from "../errors/index.js";
import { openSession } from "../proxy/session.js";
import type { HostResult } from "../results/index.js";
import { visibleText } from "./proxy-commands.js";

/** Lines of each answer printed in full; the rest is counted, since the point is the shape. */
const SHOWN_LINES = 24;

export interface DemoIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: NodeJS.ProcessEnv;
  readonly signal?: AbortSignal | undefined;
}

/** dist/demo-server.mjs: beside the bundle, or under the package root when run from src/cli. */
function demoServerPath(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return [join(here, "demo-server.mjs"), join(here, "..", "..", "dist", "demo-server.mjs")].find((p) => existsSync(p));
}

function show(io: DemoIo, title: string, request: unknown, result: HostResult): void {
  const lines = visibleText(result).split("\n");
  const shown = lines.slice(0, SHOWN_LINES);
  io.stdout(`\n== ${title}\n> mcp ${JSON.stringify(request)}${result.isError ? "   (isError)" : ""}\n`);
  io.stdout(`${shown.map((l) => `  ${l}`).join("\n")}\n`);
  if (lines.length > shown.length)
    io.stdout(`  ... ${lines.length - shown.length} more lines (the model sees them all)\n`);
}

/** Ends the walk-through when its signal aborts (Ctrl+C, or stdout closed by the reader). */
class DemoStopped extends Error {}

const NEXT_STEPS = `
== Next
  1. Install the adapter into Travis234: README.md, "Install into Travis234".
  2. Add your own servers to ~/.config/mcp/mcp.json (README.md, "Configure servers"), or convert
     another client's file with \`travis234-mcp import\`.
  3. Check them before a session: \`travis234-mcp check --connect\` starts each one and lists its tools.
  In a session the model calls the mcp tool as above; \`/mcp\` shows you the same servers.
`;

const firstReference = (result: HostResult): string | undefined =>
  RESOURCE_REFERENCE_PATTERN.exec(visibleText(result))?.[0];

export async function demoCommand(io: DemoIo): Promise<number> {
  const server = demoServerPath();
  if (!server) {
    io.stderr(
      "The demo server dist/demo-server.mjs is missing: in a clone run `npm run build`; else reinstall the package.\n",
    );
    return 1;
  }
  const home = mkdtempSync(join(tmpdir(), "travis234-mcp-demo-"));
  const configDir = join(home, ".config", "mcp");
  mkdirSync(configDir, { recursive: true });
  writeFileSync(
    join(configDir, "mcp.json"),
    `${JSON.stringify({ mcpServers: { demo: { command: process.execPath, args: [server] } } }, null, 2)}\n`,
  );
  const config = loadConfig({ home, cwd: home, projectTrusted: false });
  // The temporary home is the whole home: the tool-catalog cache and the directory the demo server
  // starts in go there too, and with it.
  const { runtime, proxy } = openSession({
    config,
    environment: { ...io.env, HOME: home },
    cwd: home,
    home,
    offline: false,
  });
  io.stdout(
    "Demo: the mcp tool over the bundled demo server (stdio), in a temporary home removed at the end.\n" +
      "Each request below is what the model sends; the indented text under it is exactly what the model reads back.\n",
  );
  const step = async (title: string, request: Record<string, unknown>): Promise<HostResult> => {
    const result = await proxy.call(request, { signal: io.signal });
    // Interrupted, or nobody reads stdout any more (`demo | head`): stop quietly, clean up below.
    if (io.signal?.aborted) throw new DemoStopped();
    show(io, title, request, result);
    return result;
  };
  try {
    await step("Status (connects nothing)", {});
    await step("List the tools (connects lazily)", { server: "demo" });
    await step("Search", { server: "demo", search: "add" });
    await step("Describe before calling", { server: "demo", describe: "add" });
    await step("Call", { server: "demo", tool: "add", args: { a: 2, b: 40 } });
    await step("A tool error stays a result", { server: "demo", tool: "add", args: { a: "two" } });
    await step("An image (the host passes it to a model that takes images)", { server: "demo", tool: "pixel" });
    const listing = await step("Resources, behind opaque references", {
      server: "demo",
      operation: "resources.list",
      query: "welcome",
    });
    const reference = firstReference(listing);
    if (reference)
      await step("Read one resource (labelled as untrusted data)", {
        server: "demo",
        operation: "resources.read",
        resource: reference,
      });
    await step("Prompts", { server: "demo", operation: "prompts.list" });
    await step("A prompt, arguments checked first", {
      server: "demo",
      operation: "prompts.get",
      prompt: "review",
      arguments: { topic: "the release notes" },
    });
    await step("An invalid request never connects", { server: "demo", search: "x", tool: "echo" });
    await step("Status again", {});
    io.stdout(NEXT_STEPS);
    return 0;
  } catch (err) {
    if (err instanceof DemoStopped || io.signal?.aborted) return 130;
    io.stderr(
      `demo interrupted: ${AdapterError.isInstance(err) ? `${err.code}: ${err.message}` : "unexpected failure"}\n`,
    );
    return 1;
  } finally {
    await runtime.close();
    rmSync(home, { recursive: true, force: true });
  }
}
