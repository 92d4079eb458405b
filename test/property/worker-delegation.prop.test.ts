// Worker delegation, by property: the ceiling grammar round-trips and rejects what it
// does not define; a Ceiling grants exactly its strings; the generation is stable across key order
// and changes with any field; and the scope of any request is one of the strings a ceiling could
// hold (or status), computed without connecting. That export and the worker's gate and sidecar never
// escalate is worker-escalation.prop.test.ts, through real fixture servers.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { CEILING_MAX_TARGET_CHARS, CEILING_OPERATIONS, CEILING_SEPARATOR } from "../../generated/worker-delegation.js";
import { loadDelegatedServers } from "../../src/config/index.js";
import { descriptorGeneration } from "../../src/host/worker-descriptor.js";
import type { CeilingEntry } from "../../src/proxy/ceiling.js";
import { Ceiling, formatCeiling, parseCeiling } from "../../src/proxy/ceiling.js";
import { McpProxy } from "../../src/proxy/proxy.js";
import { Runtime } from "../../src/runtime/runtime.js";
import type { Json } from "./arbitraries/config.js";
import { runs } from "./arbitraries/config.js";

const OPS = Object.keys(CEILING_OPERATIONS) as (keyof typeof CEILING_OPERATIONS)[];
const targetChar = fc.oneof(
  fc.constantFrom(":", "*", "?", "/", " ", "é", "😀", "a", "Z", "0", "-", "."),
  fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[\u0000-\u001f\u007f]/.test(c)),
);
const target = fc.string({ unit: targetChar, minLength: 1, maxLength: 24 });
const entryArb: fc.Arbitrary<CeilingEntry> = fc
  .constantFrom(...OPS)
  .chain(
    (operation): fc.Arbitrary<CeilingEntry> =>
      CEILING_OPERATIONS[operation].target === "required"
        ? target.map((t): CeilingEntry => ({ operation, target: t }))
        : fc.constant<CeilingEntry>({ operation, target: null }),
  );

describe("ceiling grammar", () => {
  it("parse(format(e)) is e, for every well-formed entry", () => {
    fc.assert(
      fc.property(entryArb, (e) => {
        expect(parseCeiling(formatCeiling(e))).toEqual({ ok: true, entry: e });
      }),
    );
  });

  it("a string parses only if it is exactly the format of its entry, and never with a missing or extra target", () => {
    const near = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc
        .tuple(
          fc.constantFrom(...OPS, "tools", "tools.", "status", "tools.search", "TOOLS.LIST"),
          fc.constantFrom("", CEILING_SEPARATOR),
          fc.string({ maxLength: 8 }),
        )
        .map(([a, b, c]) => `${a}${b}${c}`),
    );
    fc.assert(
      fc.property(near, (s) => {
        const p = parseCeiling(s);
        if (!p.ok) return;
        expect(formatCeiling(p.entry)).toBe(s);
        const rule = CEILING_OPERATIONS[p.entry.operation].target;
        expect(p.entry.target === null).toBe(rule === "forbidden");
        if (p.entry.target !== null) {
          expect(p.entry.target.length).toBeGreaterThan(0);
          expect([...p.entry.target].length).toBeLessThanOrEqual(CEILING_MAX_TARGET_CHARS);
          expect(p.entry.target).not.toMatch(/[\u0000-\u001f\u007f]/);
        }
      }),
      { numRuns: runs(500) },
    );
  });

  it("a Ceiling allows an entry exactly when its formatted string was granted (no wildcards, no prefixes)", () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 8 }), entryArb, (granted, asked) => {
        const strings = granted.map(formatCeiling);
        const c = new Ceiling({ s: strings.length > 0 ? strings : ["tools.list"] });
        const expected = (strings.length > 0 ? strings : ["tools.list"]).includes(formatCeiling(asked));
        expect(c.allows("s", asked.operation, asked.target)).toBe(expected);
        expect(c.allows("other", asked.operation, asked.target)).toBe(false);
      }),
    );
  });
});

/** The same JSON value with every object's keys in another order. */
function reorder(value: Json, seed: number): Json {
  if (Array.isArray(value)) return value.map((v) => reorder(v, seed));
  if (typeof value !== "object" || value === null) return value;
  const keys = Object.keys(value);
  const rotated = keys.map((_, i) => keys[(i + seed) % keys.length] as string).reverse();
  return Object.fromEntries(rotated.map((k) => [k, reorder(value[k] as Json, seed + 1)]));
}

/** Every path to a leaf string or number, with a setter that changes it. */
function leaves(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [path];
}

function changed(value: Json, path: (string | number)[]): Json {
  const copy = JSON.parse(JSON.stringify(value)) as Json;
  let at = copy as Record<string | number, Json>;
  for (const p of path.slice(0, -1)) at = at[p] as Record<string | number, Json>;
  const last = path[path.length - 1] as string | number;
  const old = at[last];
  at[last] = typeof old === "number" ? old + 1 : typeof old === "boolean" ? !old : `${String(old)}x`;
  return copy;
}

const descriptorBody = fc.record({
  interface_version: fc.constant(1),
  servers: fc.dictionary(
    fc.string({ minLength: 1, maxLength: 6 }),
    fc.record({
      command: fc.string({ minLength: 1 }),
      args: fc.array(fc.string(), { maxLength: 3 }),
      env: fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.string()),
    }),
    { minKeys: 1, maxKeys: 3 },
  ),
  operations: fc.dictionary(
    fc.string({ minLength: 1, maxLength: 6 }),
    fc.array(entryArb.map(formatCeiling), { minLength: 1, maxLength: 3 }),
    { minKeys: 1, maxKeys: 3 },
  ),
  environment_references: fc.array(fc.stringMatching(/^[A-Z_][A-Z0-9_]{0,6}$/), { maxLength: 4 }),
  installer: fc.record({
    distribution: fc.string({ minLength: 1 }),
    version: fc.string({ minLength: 1 }),
    module: fc.string({ minLength: 1 }),
    callable: fc.string({ minLength: 1 }),
  }),
});

describe("generation", () => {
  it("is the same for any key order, and ignores a generation key already present", () => {
    fc.assert(
      fc.property(descriptorBody, fc.nat(7), (body, seed) => {
        const g = descriptorGeneration(body);
        expect(descriptorGeneration(reorder(body as unknown as Json, seed) as Record<string, unknown>)).toBe(g);
        expect(descriptorGeneration({ ...body, generation: "f".repeat(64) })).toBe(g);
      }),
    );
  });

  it("changes when any field changes", () => {
    fc.assert(
      fc.property(descriptorBody, fc.nat(), (body, pick) => {
        const paths = leaves(body as unknown as Json);
        const path = paths[pick % paths.length] as (string | number)[];
        expect(descriptorGeneration(changed(body as unknown as Json, path) as Record<string, unknown>)).not.toBe(
          descriptorGeneration(body),
        );
      }),
    );
  });
});

const config = loadDelegatedServers(
  {
    a: {
      command: "node",
      args: ["a.js"],
      env: { T: "${A_TOKEN}" },
      includeTools: ["read_*", "list"],
      excludeTools: ["read_secret"],
    },
    b: { url: "http://127.0.0.1:9/mcp" },
    c: { command: "node", disabled: true },
  },
  "prop",
);
const toolName = fc.constantFrom("read_file", "read_secret", "list", "write", "read_", "*");

describe("worker/scope", () => {
  const runtime = new Runtime(config, {
    environment: {},
    cwd: "/p",
    offline: true,
    openConnection: () => Promise.reject(new Error("scope must not connect")),
  });
  const proxy = new McpProxy(runtime, [], new Ceiling({ a: ["tools.list"] }));
  afterAll(() => runtime.close());
  const argsArb = fc.oneof(
    fc.jsonValue(),
    fc.record(
      {
        server: fc.constantFrom("a", "b", "c", "zz"),
        operation: fc.constantFrom(
          "tools.list",
          "tools.search",
          "tools.describe",
          "tools.call",
          "resources.list",
          "resources.read",
          "prompts.list",
          "prompts.get",
          "reconnect",
          "output.read",
          "nope",
        ),
        name: toolName,
        prompt: fc.string({ maxLength: 5 }),
        resource: fc.constantFrom("mcp-resource-0123456789abcdef", "x"),
        query: fc.string({ maxLength: 4 }),
      },
      { requiredKeys: [] },
    ),
  );
  it("maps any arguments to status or to one well-formed ceiling string of a configured or named server, never connecting", () => {
    fc.assert(
      fc.property(argsArb, (args) => {
        const s = proxy.scope(args);
        if (s.server === null) {
          expect(s).toEqual({ server: null, operation: "status", target: null });
          return;
        }
        // A configured server, or the one the request names that this worker was not given: scoped
        // as if it existed, so the host's own gate refuses it (no descriptor lists it).
        if (!runtime.serverNames.includes(s.server))
          expect(s.server).toBe(String((args as { server?: unknown }).server).trim());
        expect(
          parseCeiling(formatCeiling({ operation: s.operation as CeilingEntry["operation"], target: s.target })),
        ).toEqual({ ok: true, entry: { operation: s.operation, target: s.target } });
      }),
      { numRuns: runs(300) },
    );
  });

  it("maps each proxy form to the string the spec names", () => {
    expect(proxy.scope({})).toEqual({ server: null, operation: "status", target: null });
    expect(proxy.scope({ server: "a" })).toEqual({ server: "a", operation: "tools.list", target: null });
    expect(proxy.scope({ server: "a", search: "q" })).toEqual({ server: "a", operation: "tools.list", target: null });
    expect(proxy.scope({ server: "a", describe: "list" })).toEqual({
      server: "a",
      operation: "tools.list",
      target: null,
    });
    expect(proxy.scope({ server: "a", tool: "list", args: {} })).toEqual({
      server: "a",
      operation: "tools.call",
      target: "list",
    });
    expect(proxy.scope({ server: "a", operation: "prompts.get", prompt: "p" })).toEqual({
      server: "a",
      operation: "prompts.get",
      target: "p",
    });
    expect(proxy.scope({ server: "b", operation: "reconnect" })).toEqual({
      server: "b",
      operation: "reconnect",
      target: null,
    });
    expect(proxy.scope({ server: "a", operation: "output.read", output: "mcp-output-0123456789abcdef" })).toEqual({
      server: null,
      operation: "status",
      target: null,
    });
    // An unknown reference is not valid: status, and the proxy's own error answers it.
    expect(
      proxy.scope({ server: "a", operation: "resources.read", resource: "mcp-resource-0123456789abcdef" }),
    ).toEqual({ server: null, operation: "status", target: null });
    // An undelegated server is named, so the host's gate refuses it rather than the sidecar.
    expect(proxy.scope({ server: "zz" })).toEqual({ server: "zz", operation: "tools.list", target: null });
    expect(proxy.scope({ server: " zz ", tool: "t", args: {} })).toEqual({
      server: "zz",
      operation: "tools.call",
      target: "t",
    });
  });
});
