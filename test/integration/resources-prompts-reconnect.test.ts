// Explicit reconnect and status through the `mcp` proxy over stdio: the exact reconnect details, a
// new child process, environment references resolved again at reconnect (a changed value is what
// the new child gets), a failing reconnect, automatic reconnect after a crash without replaying the
// failed call, and `{}` status, which never connects and shows state, connectedAt, the last
// error's code (never its message) and automaticReconnect.

import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { McpProxy } from "../../src/proxy/proxy.js";
import { Runtime } from "../../src/runtime/runtime.js";
import { EVERYTHING } from "../support/paths.js";
import { isAlive, readEvents, startPids, waitFor } from "../support/processes.js";
import type { ServerSpec } from "../support/proxy.js";
import { ProxyHarness } from "../support/proxy.js";
import { codeOf, meta, textOf } from "../support/results.js";

const h = new ProxyHarness();
const own: Runtime[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((r) => r.close()));
  expect(await h.cleanup(), "server processes still alive after runtime.close()").toEqual([]);
});

const everything = { command: process.execPath, args: [EVERYTHING, "stdio"] };
const STATUS_KEYS = [
  "name",
  "transport",
  "state",
  "updatedAtMs",
  "connectedAtMs",
  "lastErrorCode",
  "lastErrorAtMs",
  "automaticReconnect",
  "maxReconnectAttempts",
  "streamReopens",
  "streamStopped",
  "automaticReconnectStopped",
  "protocolSetting",
  "protocolEra",
  "protocolVersion",
];
const ISO = "\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z";
const withReconnect = (spec: ServerSpec, reconnect: Record<string, unknown>): ServerSpec =>
  ({ ...spec, reconnect }) as ServerSpec;

describe("explicit reconnect", () => {
  for (const which of ["fixture", "server-everything"] as const) {
    it(`${which}: exact details, a new child process, the old one gone`, async () => {
      const fx = h.fixture();
      const { proxy, runtime } = h.open({ s: which === "fixture" ? fx.spec : everything });
      expect(
        (await proxy.call({ server: "s", operation: which === "fixture" ? "prompts.list" : "resources.list" })).isError,
      ).toBe(false);
      const before = runtime.server("s").current?.pid as number;
      h.notePids(runtime);
      const r = await proxy.call({ server: "s", operation: "reconnect" });
      expect(r.isError).toBe(false);
      expect(r.details).toEqual({ travis234Mcp: { operation: "reconnect", server: "s", isError: false } });
      expect(textOf(r)).toContain("Reconnected");
      const after = runtime.server("s").current?.pid as number;
      h.notePids(runtime);
      expect(after).toBeTypeOf("number");
      expect(after).not.toBe(before);
      expect(await waitFor(() => !isAlive(before), 5_000)).toBe(true);
      if (which === "fixture") expect(startPids(fx.events)).toEqual([before, after]);
      expect(runtime.status()[0]).toMatchObject({ state: "connected" });
    });
  }

  it("works when never connected, and sends nothing beyond initialization", async () => {
    const fx = h.fixture();
    const { proxy } = h.open({ fx: fx.spec });
    const r = await proxy.call({ server: "fx", operation: "reconnect" });
    expect(r.isError).toBe(false);
    expect(readEvents(fx.events).filter((l) => /\/(list|read|get|call)\b/.test(l))).toEqual([]);
    expect(startPids(fx.events)).toHaveLength(1);
  });

  it("re-resolves environment references: the new child gets the changed value", async () => {
    const fx = h.fixture();
    const spec = {
      ...fx.spec,
      env: { ...fx.spec.env, FIXTURE_PROMPT_MESSAGES: "${MSGS}", FIXTURE_STDERR_AT_START: "${MARK}" },
    };
    const { config, spillBase } = h.open({ fx: spec }, { MSGS: "1", MARK: "unused-here" });
    const marks = [`mark-${randomBytes(8).toString("hex")}`, `mark-${randomBytes(8).toString("hex")}`] as const;
    const environment: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? "", MSGS: "3", MARK: marks[0] };
    const runtime = new Runtime(config, {
      environment,
      cwd: spillBase,
      offline: false,
      spillBase: join(spillBase, "own"),
    });
    own.push(runtime);
    const proxy = new McpProxy(runtime);
    const many = async (): Promise<unknown> =>
      meta(await proxy.call({ server: "fx", operation: "prompts.get", prompt: "many" })).messageCount;
    const stderr = (): string => (runtime.server("fx").current?.stderr?.tail() ?? []).join("\n");

    expect(await many()).toBe(3);
    expect(await waitFor(() => stderr().includes("[redacted:MARK]"), 5_000)).toBe(true);
    environment.MSGS = "5";
    environment.MARK = marks[1];
    // The live connection keeps what it was started with.
    expect(await many()).toBe(3);
    expect((await proxy.call({ server: "fx", operation: "reconnect" })).isError).toBe(false);
    expect(await many()).toBe(5);
    // The new child echoed the new value at start: its redactor knows only that value, so the
    // echo comes back redacted, and neither value appears in the clear.
    expect(await waitFor(() => stderr().includes("[redacted:MARK]"), 5_000)).toBe(true);
    for (const m of marks) expect(stderr()).not.toContain(m);
    expect(startPids(fx.events)).toHaveLength(2);
  });

  it("a reconnect that cannot connect is an error result with a code; status shows failed", async () => {
    const { proxy, runtime } = h.open({ broken: { command: "/nonexistent/mcp-server-xyz", args: [], env: {} } });
    const r = await proxy.call({ server: "broken", operation: "reconnect" });
    expect(r.isError).toBe(true);
    expect(codeOf(r)).toBe("MCPA_RUNTIME_CONNECT_FAILED");
    expect(runtime.status()[0]).toMatchObject({ state: "failed", lastErrorCode: "MCPA_RUNTIME_CONNECT_FAILED" });
  });
});

describe("automatic reconnect over stdio", () => {
  it("after a crash the error is returned, a fresh child is started in the background, and the crash is not replayed", async () => {
    const fx = h.fixture();
    const { proxy, runtime } = h.open({
      fx: withReconnect(fx.spec, { automatic: true, maxAttempts: LIMIT_VALUES["config.reconnect.maxAttempts"] }),
    });
    expect((await proxy.call({ server: "fx", tool: "echo", args: { text: "a" } })).isError).toBe(false);
    const first = runtime.server("fx").current?.pid as number;
    const crashed = await proxy.call({ server: "fx", tool: "crash", args: {} });
    expect(crashed.isError).toBe(true);
    expect(codeOf(crashed)).toBe("MCPA_RUNTIME_CONNECTION_LOST");
    expect(await waitFor(() => startPids(fx.events).length === 2, 15_000)).toBe(true);
    expect(await waitFor(() => runtime.status()[0]?.state === "connected", 15_000)).toBe(true);
    const second = runtime.server("fx").current?.pid as number;
    expect(second).not.toBe(first);
    expect(startPids(fx.events)).toEqual([first, second]);
    expect(readEvents(fx.events).filter((l) => l === "tools/call crash")).toHaveLength(1);
    const next = await proxy.call({ server: "fx", tool: "echo", args: { text: "b" } });
    expect(next.isError).toBe(false);
    expect(runtime.server("fx").current?.pid).toBe(second);
    expect(runtime.status()[0]).toMatchObject({
      automaticReconnect: true,
      lastErrorCode: "MCPA_RUNTIME_CONNECTION_LOST",
    });
  });
});

describe("status {}", () => {
  it("never connects, and shows state, connectedAt, the last error's code (not its message) and automaticReconnect", async () => {
    const fx = h.fixture();
    const auto = h.fixture();
    const { proxy, runtime } = h.open({
      fx: fx.spec,
      auto: withReconnect(auto.spec, { automatic: true }),
      broken: { command: "/nonexistent/mcp-server-xyz", args: [], env: {} },
    });
    const status = async () => {
      const r = await proxy.call({});
      expect(r.isError).toBe(false);
      return { text: textOf(r), servers: meta(r).servers as Record<string, unknown>[] };
    };
    const cold = await status();
    expect(cold.text).toMatch(/^- "fx": disconnected; transport=stdio; automaticReconnect=off$/m);
    expect(cold.text).toMatch(/^- "auto": disconnected; transport=stdio; automaticReconnect=on$/m);
    expect(cold.text).toMatch(/^- "broken": disconnected; transport=stdio; automaticReconnect=off$/m);
    expect(readEvents(fx.events)).toEqual([]);
    expect(readEvents(auto.events)).toEqual([]);
    for (const name of runtime.serverNames) expect(runtime.server(name).current).toBeUndefined();

    expect((await proxy.call({ server: "fx", operation: "resources.list" })).isError).toBe(false);
    const failed = await proxy.call({ server: "broken", operation: "prompts.list" });
    expect(codeOf(failed)).toBe("MCPA_RUNTIME_CONNECT_FAILED");
    const warm = await status();
    expect(warm.text).toMatch(
      new RegExp(
        `^- "fx": connected; transport=stdio; automaticReconnect=off; protocol=auto \\(legacy 2025-11-25\\); connectedAt=${ISO}(?:; cachedTools=\\d+ \\(\\d+ s old\\))?$`,
        "m",
      ),
    );
    expect(warm.text).toMatch(
      new RegExp(
        `^- "broken": failed; transport=stdio; automaticReconnect=off; lastError=MCPA_RUNTIME_CONNECT_FAILED at ${ISO}(?:; cachedTools=\\d+ \\(\\d+ s old\\))?$`,
        "m",
      ),
    );
    expect(warm.text).toMatch(/^- "auto": disconnected; /m);
    // Messages, commands and reasons stay out of status.
    const all = JSON.stringify(warm);
    for (const leak of ["nonexistent", "mcp-server-xyz", "ENOENT", "not found", "command"])
      expect(all).not.toContain(leak);
    for (const s of warm.servers) for (const key of Object.keys(s)) expect(STATUS_KEYS).toContain(key);
    const fxStatus = warm.servers.find((s) => s.name === "fx");
    expect(fxStatus).toMatchObject({ state: "connected", automaticReconnect: false });
    expect(fxStatus?.connectedAtMs).toBeTypeOf("number");
    expect(readEvents(auto.events)).toEqual([]);
    expect(startPids(fx.events)).toHaveLength(1);

    // A crash is recorded by code; status still starts nothing.
    expect(codeOf(await proxy.call({ server: "fx", tool: "crash", args: {} }))).toBe("MCPA_RUNTIME_CONNECTION_LOST");
    const after = await status();
    expect(after.text).toMatch(
      new RegExp(
        `^- "fx": failed; transport=stdio; automaticReconnect=off; protocol=auto \\(legacy 2025-11-25\\); connectedAt=${ISO}; lastError=MCPA_RUNTIME_CONNECTION_LOST at ${ISO}(?:; cachedTools=\\d+ \\(\\d+ s old\\))?$`,
        "m",
      ),
    );
    expect(startPids(fx.events)).toHaveLength(1);
    await runtime.close();
    expect((await status()).text).toMatch(/^- "fx": closing; /m);
  });
});
