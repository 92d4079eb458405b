// The sidecar's status reply: the sidecar's pid and uptimeMs, as the protocol promises. Server
// stderr stays out of it (the security suite checks the protocol stream for it); people read it
// with `travis234-mcp check --connect`.
import { join } from "node:path";
import { expect, it } from "vitest";
import { writeUserServers } from "../support/files.js";
import { RAW_CATALOG } from "../support/paths.js";
import { isAlive, sleep, startPids, waitFor } from "../support/processes.js";
import { initializeParams, inProcessSidecar } from "../support/sidecar.js";
import { tempDir } from "../support/temp.js";

it("status carries the sidecar's uptimeMs, and no server stderr", async () => {
  const home = tempDir("mcpa-sidecar-status-");
  const events = join(home, "events.log");
  writeUserServers(home, {
    crash: {
      command: process.execPath,
      args: [RAW_CATALOG],
      env: { RAW_STDERR_THEN_EXIT: "1", RAW_EVENTS_FILE: events },
    },
  });
  const sidecar = inProcessSidecar(home);
  const request = sidecar.request;
  await request(1, "initialize", initializeParams(home));
  const before = (await request(2, "status", {})).result as { sidecar: { uptimeMs: number } };
  expect(typeof before.sidecar.uptimeMs).toBe("number");
  const call = (await request(3, "tool/call", { toolCallId: "c1", tool: "mcp", arguments: { server: "crash" } }))
    .result as { isError: boolean };
  expect(call.isError).toBe(true);
  await sleep(20);
  const after = (await request(4, "status", {})).result as { sidecar: { pid: number; uptimeMs: number } };
  expect(after.sidecar.pid).toBe(process.pid);
  expect(after.sidecar.uptimeMs).toBeGreaterThan(before.sidecar.uptimeMs);
  expect(JSON.stringify(after)).not.toContain("boot line");
  await sidecar.end();
  for (const pid of startPids(events)) expect(await waitFor(() => !isAlive(pid), 2_000)).toBe(true);
});
