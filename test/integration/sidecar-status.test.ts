// The sidecar's status reply (issue 11 §6, via issue 14): each server's stderr tail (redacted,
// cleaned, bounded) after a failed start, and the sidecar's uptime. Never model-visible.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, expect, it } from "vitest";
import { serveSidecar } from "../../src/host/sidecar.js";
import { LIMIT_VALUES } from "../../src/proxy/generated.js";
import { isAlive, ROOT, startPids, waitFor } from "./proxy-stdio-harness.js";

const RAW = join(ROOT, "test/fixtures/server/raw-catalog-server.mjs");
const temps: string[] = [];
afterEach(() => {
  while (temps.length > 0) rmSync(temps.pop() as string, { recursive: true, force: true });
});

it("status carries a crashed server's stderr tail and the sidecar's uptimeMs", async () => {
  const home = mkdtempSync(join(tmpdir(), "mcpa-sidecar-status-"));
  temps.push(home);
  const events = join(home, "events.log");
  mkdirSync(join(home, ".config", "mcp"), { recursive: true });
  writeFileSync(join(home, ".config", "mcp", "mcp.json"), JSON.stringify({ mcpServers: { crash: { command: process.execPath, args: [RAW], env: { RAW_STDERR_THEN_EXIT: "1", RAW_SECRET: "${DB_PASSWORD}", RAW_EVENTS_FILE: events } } } }));
  const input = new PassThrough();
  const replies = new Map<number, Record<string, unknown>>();
  const waiting = new Map<number, () => void>();
  const served = serveSidecar({
    input,
    write: (line) => {
      const m = JSON.parse(line) as { id?: number };
      if (typeof m.id === "number") {
        replies.set(m.id, m as Record<string, unknown>);
        waiting.get(m.id)?.();
      }
    },
    environment: { PATH: process.env.PATH ?? "", HOME: home, DB_PASSWORD: "sidecar-secret-value" },
  });
  const request = (id: number, method: string, params: unknown): Promise<Record<string, unknown>> =>
    new Promise((resolve) => {
      waiting.set(id, () => resolve(replies.get(id) as Record<string, unknown>));
      input.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
    });
  await request(1, "initialize", { protocolVersion: 1, host: { name: "test", version: "0" }, cwd: home, projectTrusted: false, offline: false, mode: "print", reason: "startup" });
  const before = (await request(2, "status", {})).result as { servers: Record<string, unknown>[]; sidecar: { uptimeMs: number } };
  expect(before.servers[0]).not.toHaveProperty("stderrTail");
  const call = (await request(3, "tool/call", { toolCallId: "c1", tool: "mcp", arguments: { server: "crash" } })).result as { isError: boolean };
  expect(call.isError).toBe(true);
  const after = (await request(4, "status", {})).result as { servers: { stderrTail?: string[] }[]; sidecar: { pid: number; uptimeMs: number } };
  expect(after.sidecar.pid).toBe(process.pid);
  expect(after.sidecar.uptimeMs).toBeGreaterThanOrEqual(before.sidecar.uptimeMs);
  const tail = after.servers[0]?.stderrTail ?? [];
  expect(tail.at(-1)).toBe("fatal: cannot open database with password [redacted:DB_PASSWORD]\ufffd[31m red\ufffd");
  expect(tail.length).toBeLessThanOrEqual(LIMIT_VALUES["stderr.tailLines"]);
  expect(JSON.stringify(after)).not.toContain("sidecar-secret-value");
  input.end();
  await served;
  for (const pid of startPids(events)) expect(await waitFor(() => !isAlive(pid), 2_000)).toBe(true);
});
