// The sidecar's idle-time warm-up after initialize (src/runtime/warm-up.ts): it runs the official
// client once against a peer inside the process, so that the first real call does not run that
// code for the first time; it must never resolve, spawn or contact a configured server.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { warmUpClient } from "../../src/runtime/warm-up.js";
import { writeUserServers } from "../support/files.js";
import { RAW_CATALOG } from "../support/paths.js";
import { isAlive, startPids, waitFor } from "../support/processes.js";
import { initializeParams, inProcessSidecar } from "../support/sidecar.js";
import { tempDir } from "../support/temp.js";

it("the warm-up connects, lists and calls through the official client against its in-process peer", async () => {
  expect(await warmUpClient()).toBe(true);
});

it("after initialize the sidecar warms up without starting any configured server; the first call then works", async () => {
  const home = tempDir("mcpa-sidecar-warm-");
  const events = join(home, "events.log");
  writeUserServers(home, { raw: { command: process.execPath, args: [RAW_CATALOG], env: { RAW_EVENTS_FILE: events } } });
  let warmed: boolean | undefined;
  const sidecar = inProcessSidecar(home, { onWarmUp: (ok) => (warmed = ok) });
  const request = sidecar.request;
  await request(1, "initialize", initializeParams(home));
  expect(await waitFor(() => warmed !== undefined, 10_000)).toBe(true);
  expect(warmed).toBe(true);
  // Nothing configured was started, and status says so.
  expect(existsSync(events) ? readFileSync(events, "utf8") : "").toBe("");
  const status = (await request(2, "status", {})).result as { servers: { name: string; state: string }[] };
  expect(status.servers.map((s) => [s.name, s.state])).toEqual([["raw", "disconnected"]]);
  const call = (
    await request(3, "tool/call", {
      toolCallId: "c1",
      tool: "mcp",
      arguments: { server: "raw", operation: "tools.list" },
    })
  ).result as { isError: boolean; content: { text: string }[] };
  expect(call.isError).toBe(false);
  // The marker works: the call started the server, and it said so.
  expect(startPids(events)).toHaveLength(1);
  await sidecar.end();
  for (const pid of startPids(events)) expect(await waitFor(() => !isAlive(pid), 2_000)).toBe(true);
});
