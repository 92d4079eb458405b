// Same answers from both paths: the published schema compiled by ajv at runtime and the committed
// standalone validator must agree on the verdict and on every raw error, for random JSON and for
// near-valid documents (the inputs where a divergence would matter).
import { readFileSync } from "node:fs";
import type { ErrorObject } from "ajv";
import { Ajv } from "ajv";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EDITOR_KEYWORDS } from "../../codegen/editor-messages.js";
import validate from "../../generated/validators/config.cjs";
import type { Json, JsonPath } from "./arbitraries/config.js";
import { documentArb } from "./arbitraries/config.js";

// The options codegen/emit-validators.ts compiles with, minus the code-emission ones.
const runtime = new Ajv({
  strict: true,
  strictRequired: false,
  allErrors: true,
  keywords: [...EDITOR_KEYWORDS],
}).compile(JSON.parse(readFileSync(new URL("../../schema/mcp.schema.json", import.meta.url), "utf8")) as object);

interface Verdict {
  readonly valid: boolean;
  readonly errors: readonly string[];
}

const triples = (errors: readonly ErrorObject[] | null | undefined): string[] =>
  (errors ?? []).map((e) => JSON.stringify([e.keyword, e.instancePath, e.schemaPath])).sort();

function verdicts(input: unknown): { standalone: Verdict; compiled: Verdict } {
  const s = validate(input);
  const standalone = { valid: s, errors: triples(validate.errors) };
  const c = runtime(input);
  const compiled = { valid: c, errors: triples(runtime.errors) };
  return { standalone, compiled };
}

// --- near-valid mutations of valid documents ---

function paths(value: Json, prefix: JsonPath = []): JsonPath[] {
  const here = [prefix];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => paths(v, [...prefix, i]))];
  if (value !== null && typeof value === "object")
    return [...here, ...Object.keys(value).flatMap((k) => paths(value[k] as Json, [...prefix, k]))];
  return here;
}

function get(root: Json, path: JsonPath): Json {
  return path.reduce<Json>((v, seg) => (v as Record<string, Json>)[String(seg)] as Json, root);
}

const define = (obj: object, key: string, value: Json): void => {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
};

/** A value of a different JSON type than `v`. */
function retype(v: Json, pick: number): Json {
  const options: Json[] = ["text", 7, 1.5, true, [], {}, [1, "a"], { k: "v" }, "", -1];
  const kind = (x: Json): string =>
    x === null ? "null" : Array.isArray(x) ? "array" : Number.isInteger(x) ? "integer" : typeof x;
  const other = options.filter((o) => kind(o) !== kind(v));
  return other[pick % other.length] as Json;
}

type Mutation = "drop" | "add" | "retype" | "null";

const mutationArb = fc.record({
  doc: documentArb(0, 3),
  op: fc.constantFrom<Mutation>("drop", "add", "retype", "null"),
  pick: fc.nat(),
  key: fc.oneof(
    fc.constantFrom(
      "command",
      "url",
      "args",
      "env",
      "headers",
      "reconnect",
      "maxAttempts",
      "type",
      "transport",
      "__proto__",
      "mcpServers",
      "$schema",
    ),
    fc.string({ maxLength: 6 }),
  ),
  value: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
});

function mutate({
  doc,
  op,
  pick,
  key,
  value,
}: {
  doc: object;
  op: Mutation;
  pick: number;
  key: string;
  value: Json;
}): Json {
  const root = JSON.parse(JSON.stringify(doc)) as Json;
  const all = paths(root);
  const path = all[pick % all.length] as JsonPath;
  const target = get(root, path);
  if (op === "add") {
    const holder = target !== null && typeof target === "object" ? target : (get(root, path.slice(0, -1)) as Json);
    if (Array.isArray(holder)) holder.push(value);
    else if (holder !== null && typeof holder === "object") define(holder, key, value);
    return root;
  }
  if (path.length === 0) return op === "null" ? null : op === "retype" ? retype(root, pick) : {};
  const parent = get(root, path.slice(0, -1)) as Record<string, Json> | Json[];
  const last = path[path.length - 1] as string | number;
  if (op === "drop") {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[String(last)];
  } else {
    const replacement = op === "null" ? null : retype(target, pick);
    if (Array.isArray(parent)) parent[Number(last)] = replacement;
    else define(parent, String(last), replacement);
  }
  return root;
}

describe("validator parity (runtime ajv vs committed standalone)", () => {
  it("agrees on the demo's kind of input: one valid and one invalid document", () => {
    const good = verdicts({ mcpServers: { a: { command: "node" } } });
    const bad = verdicts({ mcpServers: { a: { command: "node", url: "https://x" } }, extra: 1 });
    expect(good.standalone.valid).toBe(true);
    expect(bad.standalone.valid).toBe(false);
    expect(bad.standalone.errors.length).toBeGreaterThan(1);
    expect(good.compiled).toEqual(good.standalone);
    expect(bad.compiled).toEqual(bad.standalone);
  });

  it("gives the same verdict and errors on arbitrary JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const { standalone, compiled } = verdicts(input);
        expect(compiled).toEqual(standalone);
      }),
    );
  });

  it("gives the same verdict and errors on JSON shaped like a configuration", () => {
    const looseServer = fc.dictionary(
      fc.constantFrom(
        "command",
        "url",
        "args",
        "env",
        "headers",
        "cwd",
        "lifecycle",
        "requestTimeoutMs",
        "reconnect",
        "type",
      ),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const loose = fc.record(
      { mcpServers: fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(looseServer, fc.jsonValue({ maxDepth: 1 }))) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(loose, (input) => {
        const { standalone, compiled } = verdicts(input);
        expect(compiled).toEqual(standalone);
      }),
    );
  });

  it("gives the same verdict and errors on near-valid documents (drop, add, retype, null)", () => {
    fc.assert(
      fc.property(mutationArb, (m) => {
        const input = mutate(m);
        const { standalone, compiled } = verdicts(input);
        expect(compiled).toEqual(standalone);
      }),
    );
  });

  it("accepts every generated valid document on both paths", () => {
    fc.assert(
      fc.property(documentArb(0, 4), (doc) => {
        const { standalone, compiled } = verdicts(doc);
        expect(standalone).toEqual({ valid: true, errors: [] });
        expect(compiled).toEqual(standalone);
      }),
    );
  });
});
