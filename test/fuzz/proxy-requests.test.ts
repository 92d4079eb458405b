// Fuzzing `mcp` requests: request text (valid requests of every
// operation with hostile values, near-valid mutations, random JSON, pollution payloads) through
// normalise and through McpProxy.call, over a configuration loaded by the real loader from a throwaway
// home. Two runtimes share that configuration:
//   - a real one, whose stdio servers run `sh -c 'echo started >> MARKER'`: invalid requests must
//     never create the marker (a positive control shows a valid request does);
//   - one with an injected connection opener that counts attempts and refuses, so that thousands of
//     valid requests can be checked for reaching exactly the connection they should.
// See proxy-inputs.ts for what is beyond test/property/proxy-requests.prop.test.ts.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../generated/errors.js";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { OPERATIONS } from "../../generated/proxy.js";
import type { LoadedConfig } from "../../src/config/index.js";
import { loadConfig } from "../../src/config/index.js";
import type { ErrorCode } from "../../src/errors/index.js";
import { AdapterError, stripControl } from "../../src/errors/index.js";
import type { Normalised } from "../../src/proxy/normalize.js";
import { normalise } from "../../src/proxy/normalize.js";
import { McpProxy } from "../../src/proxy/proxy.js";
import type { HostResult } from "../../src/results/blocks.js";
import { Runtime } from "../../src/runtime/runtime.js";
import { assertNoPollution, params, Tally, timed, timeout } from "./budget.js";
import type { World } from "./config-world.js";
import { makeWorld } from "./config-world.js";
import type { Obj } from "./proxy-inputs.js";
import {
  DISABLED,
  nearValidTextArb,
  own,
  randomTextArb,
  requestTextArb,
  SERVERS,
  validTextArb,
} from "./proxy-inputs.js";

const MESSAGE_MAX_BYTES = LIMIT_VALUES["config.errorMessage.maxBytes"];
const INLINE_MAX_BYTES = LIMIT_VALUES["inline.maxBytes"];
const CODES = new Set<string>(ERROR_CODES);
const CONNECTS = new Map<string, boolean>(OPERATIONS.map((o) => [o.id, o.connects]));
/** Operations that check a reference locally before anything connects (an unknown one never does). */
const LOCAL_FIRST = new Set(["resources.read", "output.read"]);

let world: World;
let marker: string;
let config: LoadedConfig;
let realRuntime: Runtime;
let realProxy: McpProxy;
let fakeRuntime: Runtime;
let fakeProxy: McpProxy;
const attempts = new Map<string, number>();
let disabled: Map<string, ErrorCode>;

beforeAll(() => {
  world = makeWorld("mcpa-fuzz-proxy");
  marker = join(world.root, "started.marker");
  // A stdio server that leaves a trace if it is ever started, then exits (the connection fails).
  const server = {
    command: "/bin/sh",
    args: ["-c", 'echo started >> "$1"', "marker-server", marker],
    requestTimeoutMs: 10_000,
  };
  const text = `{"mcpServers":{${[...SERVERS.map((s) => `${JSON.stringify(s)}:${JSON.stringify(server)}`), `${JSON.stringify(DISABLED)}:{"command":""}`].join(",")}}}`;
  mkdirSync(join(world.home, ".config", "mcp"), { recursive: true });
  writeFileSync(join(world.home, ".config", "mcp", "mcp.json"), text);
  config = loadConfig({ home: world.home, cwd: world.cwd, projectTrusted: false });
  expect([...config.servers.keys()]).toEqual([...SERVERS]);
  expect([...config.disabled.keys()]).toEqual([DISABLED]);
  const options = {
    environment: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: world.home },
    cwd: world.cwd,
    offline: true,
    spillBase: join(world.root, "spills"),
  };
  mkdirSync(options.spillBase);
  realRuntime = new Runtime(config, options);
  realProxy = new McpProxy(realRuntime);
  fakeRuntime = new Runtime(config, {
    ...options,
    openConnection: async (server) => {
      attempts.set(server.name, (attempts.get(server.name) ?? 0) + 1);
      throw new Error("fuzz: connections are refused here");
    },
  });
  fakeProxy = new McpProxy(fakeRuntime);
  disabled = new Map(
    [...config.disabled.values()].map((d) => [d.name, (d.problems[0]?.code ?? "MCPA_CONFIG_FIELD_TYPE") as ErrorCode]),
  );
});

afterAll(async () => {
  await Promise.all([realRuntime?.close(), fakeRuntime?.close()]);
});

const serverNames = (): string[] => [...config.servers.keys()];
const totalAttempts = (): number => [...attempts.values()].reduce((a, b) => a + b, 0);

function parse(text: string): { ok: true; args: unknown } | { ok: false } {
  try {
    return { ok: true, args: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function ensure(ok: boolean, what: string, detail?: unknown): void {
  if (!ok) throw new Error(`${what}${detail !== undefined ? `: ${JSON.stringify(detail)?.slice(0, 1500)}` : ""}`);
}

/** What every invalid request gets: a catalog error, bounded, printable, with a corrective example
 * that is itself valid. */
function checkInvalid(n: Extract<Normalised, { kind: "invalid" }>): void {
  const e = n.error;
  ensure(
    AdapterError.isInstance(e) && CODES.has(e.code) && e.code.startsWith("MCPA_REQUEST_"),
    "a request error from the catalog",
    e.code,
  );
  for (const part of [e.message, e.hint]) {
    ensure(
      part.length > 0 && Buffer.byteLength(part) <= MESSAGE_MAX_BYTES,
      "message and fix bounded",
      part.slice(0, 200),
    );
    ensure(stripControl(part) === part, "no control characters in message or fix", part.slice(0, 200));
  }
  ensure(Object.getPrototypeOf(n.example) === Object.prototype, "the example is a plain object");
  const example = normalise(JSON.parse(JSON.stringify(n.example)) as unknown, serverNames(), disabled);
  ensure(
    example.kind === "request" || example.kind === "status" || example.kind === "servers",
    "the corrective example is itself a valid request",
    n.example,
  );
  if (example.kind === "request")
    ensure(serverNames().includes(example.request.server), "the example names a configured server", n.example);
}

/** Every result: text blocks within the inline bound, printable. */
function checkResult(r: HostResult): string {
  ensure(Array.isArray(r.content) && typeof r.isError === "boolean", "a HostResult");
  const texts = r.content.map((b) => (b.type === "text" ? b.text : ""));
  const all = texts.join("\n");
  ensure(Buffer.byteLength(all) <= INLINE_MAX_BYTES, "result text within inline.maxBytes", Buffer.byteLength(all));
  return all;
}

describe("normalise over request text", () => {
  it(
    "never throws; invalid requests get a bounded catalog error with a valid corrective example; nothing is polluted",
    () => {
      const tally = new Tally("normalise request text");
      fc.assert(
        fc.property(requestTextArb, (text) => {
          const parsed = parse(text);
          tally.run(parsed.ok ? "json" : "not-json");
          if (!parsed.ok) return;
          const n = timed("normalise", () => normalise(parsed.args, serverNames(), disabled));
          tally.kinds.set(n.kind, (tally.kinds.get(n.kind) ?? 0) + 1);
          if (n.kind === "invalid") checkInvalid(n);
          else if (n.kind === "status") {
            const a = parsed.args as Obj;
            ensure(
              typeof a === "object" && a !== null && !Array.isArray(a) && Object.values(a).every((v) => v === null),
              "status only for {} (nulls are absent)",
              text.slice(0, 200),
            );
          } else if (n.kind === "servers") {
            const a = parsed.args as Obj;
            ensure(
              (typeof a.search === "string" || a.operation === "servers.search") &&
                (a.server === undefined || a.server === null),
              "across servers only for a search without server",
              text.slice(0, 200),
            );
          } else {
            ensure(serverNames().includes(n.request.server), "a request names a configured server", n.request.server);
            ensure(
              OPERATIONS.some((o) => o.id === n.request.operation && o.label === n.request.label),
              "a known operation with its label",
              n.request,
            );
          }
          assertNoPollution();
        }),
        params(600),
      );
      tally.report();
      for (const kind of ["invalid", "request", "status"])
        if (tally.runs >= 300) expect(tally.kinds.get(kind) ?? 0, kind).toBeGreaterThan(0);
    },
    timeout(),
  );

  it(
    "accepts every valid request, in either form, with hostile values, padding and null fields",
    () => {
      const tally = new Tally("valid request text");
      fc.assert(
        fc.property(validTextArb, ({ text, valid }) => {
          tally.run(valid.op.id);
          const n = normalise(JSON.parse(text) as unknown, serverNames(), disabled);
          expect(n.kind, text.slice(0, 300)).toBe(
            (valid.op as { serverless?: boolean }).serverless === true ? "servers" : "request",
          );
          if (n.kind === "request" || n.kind === "servers") expect(n.request).toEqual(valid.expected);
          assertNoPollution();
        }),
        params(400),
      );
      tally.report();
    },
    timeout(),
  );
});

describe("McpProxy.call over request text", () => {
  it(
    "never throws; invalid requests return a bounded validation error with an example and attempt no connection; valid ones are accepted",
    async () => {
      const tally = new Tally("McpProxy.call (counting opener)");
      await fc.assert(
        fc.asyncProperty(requestTextArb, async (text) => {
          const parsed = parse(text);
          if (!parsed.ok) return;
          const n = normalise(parsed.args, serverNames(), disabled);
          tally.run(n.kind === "request" ? n.request.operation : n.kind);
          const before = totalAttempts();
          const r = await fakeProxy.call(parsed.args);
          const shown = checkResult(r);
          const details = r.details.travis234Mcp;
          if (n.kind === "invalid") {
            expect(r.isError).toBe(true);
            expect(details.operation).toBe("validation");
            expect(details.code).toBe(n.error.code);
            const lines = shown.split("\n");
            expect(lines[0]?.startsWith(`${n.error.code}: `)).toBe(true);
            expect(lines.some((l) => l.startsWith("Fix: "))).toBe(true);
            const example = lines.find((l) => l.startsWith("Example: "));
            expect(example, "a corrective example").toBeDefined();
            expect(JSON.parse((example as string).slice("Example: ".length))).toEqual(n.example);
            expect(stripControl(shown)).toBe(shown);
            expect(Buffer.byteLength(shown)).toBeLessThanOrEqual(3 * MESSAGE_MAX_BYTES);
            expect(totalAttempts()).toBe(before);
          } else if (n.kind === "status") {
            expect(r.isError).toBe(false);
            expect(totalAttempts()).toBe(before);
          } else {
            // Accepted: the operation ran (and failed to connect, or found no such reference).
            expect(details.operation).toBe(n.request.label);
            const connects = CONNECTS.get(n.request.operation) === true && !LOCAL_FIRST.has(n.request.operation);
            if (connects) expect(totalAttempts()).toBeGreaterThan(before);
            else expect(totalAttempts()).toBe(before);
          }
          assertNoPollution();
        }),
        params(300, { timeout: 10_000 }),
      );
      tally.report();
    },
    timeout(),
  );

  it(
    "never starts the configured stdio server for an invalid request (real runtime, marker file)",
    async () => {
      const tally = new Tally("McpProxy.call (real runtime, invalid only)");
      const invalidText = fc.oneof({ weight: 3, arbitrary: nearValidTextArb }, { weight: 1, arbitrary: randomTextArb });
      await fc.assert(
        fc.asyncProperty(invalidText, async (text) => {
          const parsed = parse(text);
          if (!parsed.ok) return;
          const n = normalise(parsed.args, serverNames(), disabled);
          // Valid requests would start the server by design; that is the positive control below.
          if (n.kind === "request") return;
          tally.run(n.kind);
          const r = await realProxy.call(parsed.args);
          checkResult(r);
          expect(r.isError).toBe(n.kind === "invalid");
          expect(existsSync(marker), "the server was started by an invalid request").toBe(false);
          assertNoPollution();
        }),
        params(300, { timeout: 10_000 }),
      );
      tally.report();
      expect(realRuntime.status().every((s) => s.state === "disconnected")).toBe(true);
    },
    timeout(),
  );

  it("positive control: a valid request does start it (so the marker would have shown a start)", async () => {
    expect(existsSync(marker)).toBe(false);
    const r = await realProxy.call(own([["server", "marker"]]));
    expect(r.details.travis234Mcp.operation).not.toBe("validation");
    expect(r.isError).toBe(true); // the marker server exits at once
    expect(readFileSync(marker, "utf8")).toContain("started");
  }, 30_000);
});
