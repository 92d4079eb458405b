// A worker's ceiling names tools by their real names. A server may choose a name the
// model sees escaped (here one with a right-to-left override, listed as look\u202eup); the proxy
// also takes that escaped form back. In a worker, a grant of the escaped form must not reach the
// real tool, and a grant of the real name shows it in the listing and lets the real name call it.
// The same holds for prompts. Through exportDescriptor, startDelegation and the worker's McpProxy
// over the raw stdio server.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDelegatedServers } from "../../src/config/index.js";
import { exportDescriptor } from "../../src/host/worker-export.js";
import { startDelegation } from "../../src/host/worker-mode.js";
import { McpProxy } from "../../src/proxy/proxy.js";
import { Runtime } from "../../src/runtime/runtime.js";
import { RAW_CATALOG } from "../support/paths.js";
import { codeOf, textOf } from "../support/results.js";
import { tempDir } from "../support/temp.js";
import { INSTALLER } from "../support/worker.js";

const REAL = "look\u202eup";
const ESCAPED = "look\\u202eup";

let dir: string;
const runtimes: Runtime[] = [];
const events = (): string[] => readFileSync(join(dir, "raw-events.log"), "utf8").split("\n");

/** A worker whose ceiling on the raw server is `operations`. */
function worker(operations: string[]): McpProxy {
  const parent = loadDelegatedServers(
    {
      raw: {
        command: process.execPath,
        args: [RAW_CATALOG],
        env: { RAW_EXTRA_TOOL: REAL, RAW_EXTRA_PROMPT: REAL, RAW_EVENTS_FILE: "${RAW_EVENTS}" },
      },
    },
    "names test",
  );
  const descriptor = exportDescriptor(
    { config: parent, cwd: dir, installer: INSTALLER },
    { servers: { raw: operations } },
  );
  const delegation = startDelegation(
    { descriptor, environment: { RAW_EVENTS: join(dir, "raw-events.log") } },
    { PATH: process.env.PATH ?? "" },
  );
  const runtime = new Runtime(delegation.config, {
    environment: delegation.environment,
    cwd: dir,
    offline: false,
    spillBase: join(dir, "spills"),
  });
  runtimes.push(runtime);
  return new McpProxy(runtime, [], delegation.ceiling);
}

beforeAll(() => {
  dir = tempDir("mcpa-worker-names-");
});

afterAll(async () => {
  for (const r of runtimes) await r.close();
});

describe("a worker's ceiling and a tool the model sees escaped", () => {
  it("a grant of the escaped form neither lists nor calls the real tool", async () => {
    const proxy = worker(["tools.list", `tools.call:${ESCAPED}`]);
    const listing = textOf(await proxy.call({ server: "raw" }));
    expect(listing).not.toContain("look");
    // The host's gate admits this (its scope is the escaped string, which is granted) ...
    expect(proxy.scope({ server: "raw", tool: ESCAPED, args: {} })).toEqual({
      server: "raw",
      operation: "tools.call",
      target: ESCAPED,
    });
    // ... but the sidecar resolves it to the real tool, which the ceiling does not name.
    for (const describe of [false, true]) {
      const r = await proxy.call(
        describe ? { server: "raw", describe: ESCAPED } : { server: "raw", tool: ESCAPED, args: {} },
      );
      expect(r.isError).toBe(true);
      expect(codeOf(r)).toBe("MCPA_WORKER_CEILING_DENIED");
      expect(textOf(r)).not.toContain(REAL);
    }
    expect(events().some((l) => l.startsWith("tools/call "))).toBe(false);
  }, 30_000);

  it("the same for a prompt: a grant of the escaped form does not get the real prompt", async () => {
    const proxy = worker(["prompts.list", `prompts.get:${ESCAPED}`]);
    expect(textOf(await proxy.call({ server: "raw", operation: "prompts.list" }))).not.toContain("look");
    const r = await proxy.call({ server: "raw", operation: "prompts.get", prompt: ESCAPED });
    expect(codeOf(r)).toBe("MCPA_WORKER_CEILING_DENIED");
    expect(events().some((l) => l.startsWith("prompts/get "))).toBe(false);
    const real = worker(["prompts.list", `prompts.get:${REAL}`]);
    expect(textOf(await real.call({ server: "raw", operation: "prompts.list" }))).toContain(`- ${ESCAPED}:`);
    expect((await real.call({ server: "raw", operation: "prompts.get", prompt: REAL })).isError).toBe(false);
    expect(events()).toContain(`prompts/get ${REAL}`);
  }, 30_000);

  it("a grant of the real name lists it (escaped) and calls it by that name, and only by that name", async () => {
    const proxy = worker(["tools.list", `tools.call:${REAL}`]);
    const listing = textOf(await proxy.call({ server: "raw" }));
    expect(listing).toContain(`- ${ESCAPED}:`);
    expect(listing).not.toContain("- query:");
    const called = await proxy.call({ server: "raw", tool: REAL, args: {} });
    expect(called.isError).toBe(false);
    expect(events()).toContain(`tools/call ${REAL}`);
    // The escaped form is another string: the gate refuses it, and so does the sidecar.
    expect(proxy.scope({ server: "raw", tool: ESCAPED, args: {} }).target).toBe(ESCAPED);
    expect(codeOf(await proxy.call({ server: "raw", tool: ESCAPED, args: {} }))).toBe("MCPA_WORKER_CEILING_DENIED");
  }, 30_000);
});
