// The `docs` MCP server of the workers end-to-end row (official SDK, stdio). Test-only.
//
//   node test/e2e/workers-docs-server.mjs <events file> <sha256 of the expected DOCS_TOKEN>
//
// Appends `start <pid>`, `env <sorted variable names>` and `call <tool>` lines to the events file.
// lookup(q) answers whether DOCS_TOKEN holds the expected value, by hash: the value itself never
// leaves this process. secret() must never run in a worker whose ceiling lacks it.
import { createHash } from "node:crypto";
import { appendFileSync } from "node:fs";
import { McpServer } from "@modelcontextprotocol/server";
import { StdioServerTransport } from "@modelcontextprotocol/server/stdio";
import * as z from "zod";

const [eventsFile, expected] = process.argv.slice(2);
const event = (line) => appendFileSync(eventsFile, `${line}\n`);
event(`start ${process.pid}`);
event(`env ${Object.keys(process.env).sort().join(",")}`);

const token = process.env.DOCS_TOKEN;
const matches = token !== undefined && createHash("sha256").update(token).digest("hex") === expected;
const server = new McpServer({ name: "docs", version: "1.0.0" }, { capabilities: { tools: {} } });
server.registerTool(
  "lookup",
  { description: "Looks a word up in the docs.", inputSchema: z.object({ q: z.string() }) },
  async ({ q }) => {
    event("call lookup");
    return { content: [{ type: "text", text: `lookup:${q} token_matches=${matches}` }] };
  },
);
server.registerTool("secret", { description: "Must stay out of a worker's reach." }, async () => {
  event("call secret");
  return { content: [{ type: "text", text: "secret ran" }] };
});
await server.connect(new StdioServerTransport());
