// Request normalisation (spec/proxy-request.yaml), fuzzed: random argument objects and near-valid
// mutations of the spec's own examples never make `normalise` throw; every invalid request is an
// AdapterError with a catalog code; a valid one is consistent and normalises to itself; the legacy
// and explicit forms agree; the policy context holds only a configured server and the operation.
// Then through a real McpProxy over a Runtime whose only server is the stdio fixture: invalid requests
// never start it (no `start` line in its events file) and never reach it, and every result's text
// stays within the inline bounds.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { OPERATIONS, REFERENCE_HEX_CHARS, REQUEST_FIELDS } from "../../generated/proxy.js";
import { loadConfig } from "../../src/config/index.js";
import type { ErrorCode } from "../../src/errors/index.js";
import { AdapterError, ERROR_CODES } from "../../src/errors/index.js";
import { approvalContext } from "../../src/proxy/approval.js";
import type { NormalRequest } from "../../src/proxy/normalize.js";
import { normalise } from "../../src/proxy/normalize.js";
import { McpProxy } from "../../src/proxy/proxy.js";
import type { HostResult } from "../../src/results/blocks.js";
import { Runtime } from "../../src/runtime/runtime.js";
import { readEvents } from "../support/processes.js";
import { tempDir } from "../support/temp.js";

const ROOT = resolve(import.meta.dirname, "../..");
const FIXTURE = join(ROOT, "test/fixtures/server/fixture-server.ts");
const MAX_BYTES = LIMIT_VALUES["inline.maxBytes"];
const MAX_LINES = LIMIT_VALUES["inline.maxLines"];

const runs = (cap: number): number => Math.min(cap, fc.readConfigureGlobal().numRuns ?? cap);

/** Configured names for the pure normalisation properties (the real runtime has its own). */
const SERVERS = ["fx", "docs", "a b"] as const;
const FIELD_NAMES = Object.keys(REQUEST_FIELDS);
const LEGACY_FIELDS = FIELD_NAMES.filter(
  (f) => (REQUEST_FIELDS as Record<string, { legacy?: boolean }>)[f]?.legacy === true,
);
const OPERATION_IDS = OPERATIONS.map((o) => o.id as string);
const LABELS = new Set<string>(["status", "validation", ...OPERATIONS.map((o) => o.label as string)]);
const referenceOf = (field: string): RegExp => {
  const prefix = (REQUEST_FIELDS as Record<string, { prefix?: string }>)[field]?.prefix ?? "";
  return new RegExp(`^${prefix}[0-9a-f]{${REFERENCE_HEX_CHARS}}$`);
};

const anyArgs = fc.anything({
  withNullPrototype: true,
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withTypedArray: true,
  withSparseArray: true,
  withBoxedValues: true,
  withObjectString: true,
  withUnicodeString: true,
});

// ---------------------------------------------------------------------------------------------
// Valid requests from the spec's own examples, and near-valid mutations of them.

/** Every operation's example with a configured server and a tool name filled in. */
function examples(server: string, tool: string): Record<string, unknown>[] {
  return OPERATIONS.map(
    (o) =>
      JSON.parse(
        JSON.stringify(o.example)
          .replace(/\{server\}/g, server)
          .replace(/\{tool\}/g, tool),
      ) as Record<string, unknown>,
  );
}

type Mutation = (r: Record<string, unknown>) => Record<string, unknown>;

const hex = (n: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: n, maxLength: n });

const oddValue = fc.oneof(
  anyArgs,
  fc.constantFrom<unknown>(
    null,
    undefined,
    "",
    "   ",
    "\t\n",
    0,
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 53,
    "3",
    [],
    {},
    { key: 1 },
    true,
  ),
  hex(REFERENCE_HEX_CHARS).map((h) => `mcp-output-${h.toUpperCase()}`),
  hex(REFERENCE_HEX_CHARS - 1).map((h) => `mcp-resource-${h}`),
  hex(REFERENCE_HEX_CHARS + 1).map((h) => `mcp-output-${h}`),
  hex(REFERENCE_HEX_CHARS).map((h) => ` mcp-output-${h}`),
  fc.constantFrom(...OPERATION_IDS, "TOOLS.LIST", "tools.", "status", "call"),
  fc.constantFrom(...SERVERS, " fx ", "unknown-server", "broken"),
);

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  // Drop a field.
  fc.nat().map(
    (i): Mutation =>
      (r) => {
        const keys = Object.keys(r);
        if (keys.length === 0) return r;
        const copy = { ...r };
        delete copy[keys[i % keys.length] as string];
        return copy;
      },
  ),
  // Set a known field (legacy or explicit) to an odd value.
  fc.tuple(fc.constantFrom(...FIELD_NAMES), oddValue).map(
    ([k, v]): Mutation =>
      (r) => ({ ...r, [k]: v }),
  ),
  // Null out a field: null counts as absent.
  fc.constantFrom(...FIELD_NAMES).map(
    (k): Mutation =>
      (r) => ({ ...r, [k]: null }),
  ),
  // Pad a text value with whitespace (still valid).
  fc
    .tuple(
      fc.constantFrom("server", "query", "name", "prompt", "search", "describe", "tool"),
      fc.constantFrom(" ", "\t", "\n "),
    )
    .map(
      ([k, pad]): Mutation =>
        (r) =>
          typeof r[k] === "string" ? { ...r, [k]: `${pad}${r[k] as string}${pad}` } : r,
    ),
  // An unknown field.
  fc
    .tuple(
      fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !FIELD_NAMES.includes(k)),
      anyArgs,
    )
    .map(
      ([k, v]): Mutation =>
        (r) => ({ ...r, [k]: v }),
    ),
  // Mix the forms: a legacy field on an explicit request, or an operation on a legacy one.
  fc.tuple(fc.constantFrom(...LEGACY_FIELDS), fc.constantFrom<unknown>("echo", {})).map(
    ([k, v]): Mutation =>
      (r) => ({ ...r, [k]: v }),
  ),
  fc.constantFrom(...OPERATION_IDS).map(
    (op): Mutation =>
      (r) => ({ ...r, operation: op }),
  ),
);

const nearValid: fc.Arbitrary<unknown> = fc
  .record({
    server: fc.constantFrom(...SERVERS),
    tool: fc.constantFrom("echo", "tool_name", " spaced "),
    which: fc.nat(),
    mutations: fc.array(mutationArb, { maxLength: 3 }),
  })
  .map(({ server, tool, which, mutations }) => {
    const all = examples(server, tool);
    return mutations.reduce((r, m) => m(r), all[which % all.length] as Record<string, unknown>);
  });

const requestArgs: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 1, arbitrary: anyArgs },
  { weight: 3, arbitrary: nearValid },
);

// ---------------------------------------------------------------------------------------------
// Checks shared by the properties.

function isCatalogError(e: unknown): boolean {
  return (
    AdapterError.isInstance(e) &&
    (ERROR_CODES as readonly string[]).includes(e.code) &&
    e.message !== "" &&
    e.hint !== ""
  );
}

/** The explicit form of a normalised request. */
function explicitForm(r: NormalRequest): Record<string, unknown> {
  const { label: _label, ...rest } = r;
  return { ...rest };
}

/** A normalised request is consistent with its operation's row and normalises to itself. */
function checkRequest(r: NormalRequest, servers: readonly string[]): void {
  const op = OPERATIONS.find((o) => o.id === r.operation);
  expect(op).toBeDefined();
  expect(r.label).toBe(op!.label);
  expect(servers).toContain(r.server);
  const fields = op!.fields as Record<string, "required" | "optional">;
  for (const key of Object.keys(r)) expect(["operation", "label", "server", ...Object.keys(fields)]).toContain(key);
  for (const [field, need] of Object.entries(fields)) {
    const value = (r as unknown as Record<string, unknown>)[field];
    if (need === "required") expect(value, field).toBeDefined();
    if (value === undefined) continue;
    const kind = (REQUEST_FIELDS as Record<string, { kind: string }>)[field]?.kind;
    if (kind === "text") {
      expect(typeof value).toBe("string");
      expect((value as string).trim()).toBe(value);
      expect(value).not.toBe("");
    }
    if (kind === "reference") expect(value).toMatch(referenceOf(field));
    if (kind === "offset") expect(Number.isSafeInteger(value) && (value as number) >= 0).toBe(true);
    if (kind === "object") expect(typeof value === "object" && value !== null && !Array.isArray(value)).toBe(true);
  }
  const again = normalise(explicitForm(r), servers);
  expect(again).toEqual({ kind: "request", request: r });
}

/** What a raw argument object has that the request grammar does not know (null counts as absent). */
function unknownFieldOf(args: unknown): string | undefined {
  if (typeof args !== "object" || args === null || Array.isArray(args)) return undefined;
  const proto = Object.getPrototypeOf(args);
  if (proto !== Object.prototype && proto !== null) return undefined;
  return Object.entries(args).find(([k, v]) => v !== null && v !== undefined && !FIELD_NAMES.includes(k))?.[0];
}

describe("normalise over random and near-valid arguments", () => {
  it("never throws; invalid is a catalog AdapterError, valid is consistent and idempotent", () => {
    fc.assert(
      fc.property(requestArgs, (args) => {
        const n = normalise(args, SERVERS);
        if (n.kind === "status") {
          expect(
            typeof args === "object" &&
              args !== null &&
              Object.values(args).every((v) => v === null || v === undefined),
          ).toBe(true);
          return;
        }
        if (n.kind === "invalid") {
          expect(isCatalogError(n.error)).toBe(true);
          expect(typeof n.example === "object" && n.example !== null).toBe(true);
          return;
        }
        expect(unknownFieldOf(args)).toBeUndefined();
        if (n.kind === "servers") {
          // Across servers: only a search, and only without a server.
          expect(n.request.operation).toBe("servers.search");
          expect((args as Record<string, unknown>).server ?? null).toBeNull();
          return;
        }
        checkRequest(n.request, SERVERS);
      }),
    );
  });

  it("a field the grammar does not know always makes the request invalid with MCPA_REQUEST_UNKNOWN_FIELDS", () => {
    fc.assert(
      fc.property(
        nearValid,
        fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !FIELD_NAMES.includes(k) && k !== "__proto__"),
        fc.jsonValue().filter((v) => v !== null),
        (args, key, value) => {
          const withUnknown = { ...(args as Record<string, unknown>), [key]: value };
          const n = normalise(withUnknown, SERVERS);
          expect(n.kind).toBe("invalid");
          if (n.kind === "invalid") expect(n.error.code).toBe("MCPA_REQUEST_UNKNOWN_FIELDS");
        },
      ),
    );
  });

  it("legacy and explicit forms normalise to identical requests (list, search, describe, call)", () => {
    const text = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== "");
    const pad = fc.constantFrom("", " ", "\t", "  \n");
    const nulls = fc.subarray([
      "operation",
      "query",
      "name",
      "arguments",
      "resource",
      "prompt",
      "output",
      "offset",
      "search",
      "describe",
      "tool",
      "args",
    ]);
    fc.assert(
      fc.property(
        fc.record({
          server: fc.constantFrom(...SERVERS),
          serverPad: pad,
          op: fc.constantFrom("tools.list", "tools.search", "tools.describe", "tools.call"),
          value: text,
          args: fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }), {
            nil: undefined,
          }),
          legacyNulls: nulls,
          explicitNulls: nulls,
        }),
        ({ server, serverPad, op, value, args, legacyNulls, explicitNulls }) => {
          const s = `${serverPad}${server}${serverPad}`;
          let legacy: Record<string, unknown>;
          let explicit: Record<string, unknown>;
          switch (op) {
            case "tools.list":
              legacy = { server: s };
              explicit = { server: s, operation: op };
              break;
            case "tools.search":
              legacy = { server: s, search: value };
              explicit = { server: s, operation: op, query: value };
              break;
            case "tools.describe":
              legacy = { server: s, describe: value };
              explicit = { server: s, operation: op, name: value };
              break;
            default:
              legacy = { server: s, tool: value, ...(args !== undefined ? { args } : {}) };
              explicit = { server: s, operation: op, name: value, ...(args !== undefined ? { arguments: args } : {}) };
          }
          // Fields set to null count as absent in either form (never overwriting a real one).
          for (const k of legacyNulls) if (!(k in legacy)) legacy[k] = null;
          for (const k of explicitNulls) if (!(k in explicit) && k !== "operation") explicit[k] = null;
          const a = normalise(legacy, SERVERS);
          const b = normalise(explicit, SERVERS);
          expect(a.kind).toBe("request");
          expect(a).toEqual(b);
          if (a.kind === "request") {
            expect(a.request.operation).toBe(op);
            expect(a.request.server).toBe(server);
            checkRequest(a.request, SERVERS);
          }
        },
      ),
    );
  });

  it("the approval context holds only the server and the operation label, and agrees with normalise", () => {
    fc.assert(
      fc.property(requestArgs, fc.subarray([...SERVERS], { minLength: 0 }), (args, servers) => {
        const ctx = approvalContext(args);
        for (const key of Object.keys(ctx)) expect(["server", "operation"]).toContain(key);
        expect(LABELS.has(ctx.operation as string)).toBe(true);
        const n = normalise(args, servers);
        if (n.kind === "request") expect(ctx).toEqual({ server: n.request.server, operation: n.request.label });
        else if (n.kind === "status") expect(ctx).toEqual({ operation: "status" });
        else if (n.kind === "servers") expect(ctx).toEqual({ operation: n.request.label });
        else if (ctx.server === undefined) expect(ctx).toEqual({ operation: "validation" });
        else {
          // Valid in shape, refused only for its server: configured, it is that request.
          const again = normalise(args, [ctx.server]);
          expect(again.kind === "request" && again.request.label === ctx.operation).toBe(true);
        }
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Through a real McpProxy over a Runtime whose only usable server is the stdio fixture.

describe("the proxy over a real runtime (stdio fixture)", () => {
  let home: string;
  let events: string;
  let runtime: Runtime;
  let proxy: McpProxy;

  beforeAll(() => {
    home = tempDir("proxy-requests-prop-");
    events = join(home, "events.log");
    mkdirSync(join(home, ".config", "mcp"), { recursive: true });
    const servers = {
      fx: {
        command: process.execPath,
        args: ["--import", "tsx", FIXTURE, "stdio"],
        cwd: ROOT,
        env: { FIXTURE_EVENTS_FILE: events },
        requestTimeoutMs: 15_000,
      },
      // Disabled by a configuration error: requests to it are invalid and must not connect anything.
      broken: { command: "" },
    };
    writeFileSync(join(home, ".config", "mcp", "mcp.json"), JSON.stringify({ mcpServers: servers }));
    const config = loadConfig({ home, cwd: home, projectTrusted: false });
    expect([...config.servers.keys()]).toEqual(["fx"]);
    expect([...config.disabled.keys()]).toEqual(["broken"]);
    runtime = new Runtime(config, {
      environment: { PATH: process.env.PATH ?? "", HOME: home },
      cwd: home,
      offline: false,
      spillBase: join(home, "spills"),
    });
    proxy = new McpProxy(runtime);
  });

  afterAll(async () => {
    await runtime?.close();
    // Closing the runtime reaps the fixture it started (the events file names its pid).
    const pids = fixtureEvents()
      .flatMap((l) => /^start (\d+) /.exec(l)?.slice(1) ?? [])
      .map(Number);
    const alive = pids.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    for (const pid of alive) process.kill(pid, "SIGKILL");
    expect(alive, "fixture processes left alive after runtime.close()").toEqual([]);
  });

  const fixtureEvents = (): string[] => readEvents(events);

  function bounded(r: HostResult): void {
    for (const b of r.content) {
      if (b.type !== "text") continue;
      expect(Buffer.byteLength(b.text, "utf8")).toBeLessThanOrEqual(MAX_BYTES);
      expect(b.text === "" ? 0 : b.text.split("\n").length).toBeLessThanOrEqual(MAX_LINES);
    }
  }

  /** Arguments aimed at the runtime's own servers (fx, the disabled one, unknown ones). */
  const runtimeArgs: fc.Arbitrary<unknown> = fc.oneof(
    { weight: 1, arbitrary: anyArgs },
    {
      weight: 4,
      arbitrary: fc
        .record({
          server: fc.constantFrom("fx", " fx", "broken", "nope"),
          which: fc.nat(),
          mutations: fc.array(mutationArb, { minLength: 1, maxLength: 3 }),
        })
        .map(({ server, which, mutations }) => {
          const all = examples(server, "echo");
          return mutations.reduce((r, m) => m(r), all[which % all.length] as Record<string, unknown>);
        }),
    },
  );

  it("invalid requests never start or reach the server, and every result is bounded", async () => {
    let invalid = 0;
    await fc.assert(
      fc.asyncProperty(runtimeArgs, async (args) => {
        const n = normalise(args, runtime.serverNames, new Map([["broken", "MCPA_CONFIG_EMPTY_STRING" as ErrorCode]]));
        fc.pre(n.kind !== "request");
        const r = await proxy.call(args);
        bounded(r);
        if (n.kind === "invalid") {
          invalid += 1;
          expect(r.isError).toBe(true);
          expect(r.details.travis234Mcp.code).toBe(n.error.code);
          expect(r.details.travis234Mcp.operation).toBe("validation");
        } else expect(r.isError).toBe(false);
        expect(fixtureEvents()).toEqual([]);
      }),
    );
    expect(invalid).toBeGreaterThan(0);
    expect(runtime.status().map((s) => s.state)).toEqual(["disconnected"]);
  });

  it("valid requests and their spills come back within the inline bounds; invalid ones in between reach nothing", async () => {
    const tools = fc.constantFrom(
      "echo",
      "huge",
      "lines",
      "image",
      "audio",
      "blob",
      "embedded_text",
      "resource_link",
      "structured",
      "fail",
      "env_presence",
      "no_such_tool",
    );
    const size = fc.oneof(
      fc.integer({ min: 0, max: 64 }),
      fc.integer({ min: MAX_BYTES - 300, max: MAX_BYTES + 300 }),
      fc.integer({ min: MAX_LINES - 5, max: MAX_LINES + 5 }),
    );
    const call = fc
      .record({ tool: tools, n: size, text: fc.string({ maxLength: 40 }) })
      .map(({ tool, n, text }): Record<string, unknown> => {
        const args: Record<string, unknown> =
          tool === "huge"
            ? { bytes: n }
            : tool === "lines"
              ? { count: n }
              : tool === "echo"
                ? { text: n % 3 === 0 ? text : "é\n".repeat(n) }
                : tool === "env_presence"
                  ? { name: "PATH" }
                  : {};
        return n % 7 === 0
          ? { server: "fx", operation: "tools.call", name: tool, arguments: args }
          : { server: "fx", tool, args };
      });
    const step = fc.oneof(
      { weight: 4, arbitrary: call },
      {
        weight: 1,
        arbitrary: fc
          .string({ maxLength: 12 })
          .filter((q) => q.trim() !== "")
          .map((q) => ({ server: "fx", search: q })),
      },
      { weight: 1, arbitrary: fc.constantFrom("echo", "huge", "missing").map((d) => ({ server: "fx", describe: d })) },
      { weight: 1, arbitrary: fc.constant({ server: "fx" }) },
      { weight: 1, arbitrary: fc.constant({}) },
      // Not reconnect: it would restart the fixture, which the last check counts.
      {
        weight: 2,
        arbitrary: runtimeArgs.filter((a) => {
          const n = normalise(a, runtime.serverNames);
          return !(n.kind === "request" && n.request.operation === "reconnect");
        }),
      },
    );
    let spilled = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 4 }), fc.nat(), async (steps, offsetSeed) => {
        for (const args of steps) {
          const n = normalise(
            args,
            runtime.serverNames,
            new Map([["broken", "MCPA_CONFIG_EMPTY_STRING" as ErrorCode]]),
          );
          const before = fixtureEvents().length;
          const r = await proxy.call(args);
          bounded(r);
          if (n.kind === "invalid") {
            expect(r.isError).toBe(true);
            expect(fixtureEvents().length).toBe(before);
          }
          // A spilled result can be read back, window by window, within the same bounds.
          const output = r.details.travis234Mcp.output;
          if (typeof output === "string") {
            spilled += 1;
            const total = (runtime.spills.get(output)?.bytes ?? 0) as number;
            for (const offset of [0, offsetSeed % (total + 1), total + 10]) {
              const page = await proxy.call({ server: "fx", operation: "output.read", output, offset });
              // An offset at or past the end reads nothing: an error that gives the total.
              expect(page.isError).toBe(offset >= total);
              if (offset >= total) expect(page.details.travis234Mcp.code).toBe("MCPA_OUTPUT_OFFSET_PAST_END");
              bounded(page);
            }
          }
        }
      }),
      {
        numRuns: runs(40),
        // Always among the runs: bodies just under the bounds (which only the label pushes over),
        // one byte and one line over them, and both at once.
        examples: [
          [
            [
              { server: "fx", tool: "huge", args: { bytes: MAX_BYTES - 10 } },
              { server: "fx", tool: "lines", args: { count: MAX_LINES - 1 } },
            ],
            3,
          ],
          [[{ server: "fx", tool: "huge", args: { bytes: MAX_BYTES + 1 } }], 7],
          [
            [
              { server: "fx", operation: "tools.call", name: "lines", arguments: { count: MAX_LINES + 1 } },
              { server: "fx", tool: "echo", args: { text: "é\n".repeat(MAX_BYTES) } },
            ],
            12345,
          ],
        ],
      },
    );
    expect(spilled).toBeGreaterThanOrEqual(5);
    expect(fixtureEvents().filter((l) => l.startsWith("start "))).toHaveLength(1);
  });
});
