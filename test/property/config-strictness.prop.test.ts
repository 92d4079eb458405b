// Strictness of mcp.json (spec/config.schema.yaml): unknown keys at every object node, the exact
// bounds of every ranged field and of server names, and null anywhere. Locations, bounds and codes
// are derived from generated/config-schema.ts and generated/limits.ts, so a new field is covered
// without editing this file.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { ALLOWED_KEYS, FOREIGN_FIELDS, KEYWORD_ERRORS, SCHEMA_ERROR_PATHS } from "../../generated/config-schema.js";
import { LIMITS } from "../../generated/limits.js";
import { CONFIG_SOURCES } from "../../generated/sources.js";
import type { McpServer } from "../../generated/types/config.js";
import { run } from "../../src/cli/main.js";
import type { LoadedConfig } from "../../src/config/index.js";
import { loadConfig, validateDocument } from "../../src/config/index.js";
import type { Doc, Json, JsonPath } from "./arbitraries/config.js";
import {
  documentArb,
  liveTempRoots,
  own,
  pointer,
  RANGED_FIELDS,
  removeTempRoot,
  runs,
  serverArb,
  tempRoot,
} from "./arbitraries/config.js";

/** The published schema (schema/mcp.schema.json, what editors read), generated from spec/config.schema.yaml. */
const CONFIG_SCHEMA = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "..", "schema", "mcp.schema.json"), "utf8"),
) as {
  readonly properties: {
    readonly mcpServers: {
      readonly propertyNames: {
        readonly allOf: readonly { readonly not: { readonly minLength?: number; readonly maxLength?: number } }[];
      };
    };
  };
};

/**
 * The server name's length bounds as the published schema states them: each is a labelled check of
 * the names past it (`not` a string of at most min-1, `not` one of at least max+1 characters), so that
 * an editor shows the catalog message (codegen/editor-messages.ts).
 */
function nameLengthBounds(): { min: number; max: number } {
  const checks = CONFIG_SCHEMA.properties.mcpServers.propertyNames.allOf.map((c) => c.not);
  const below = checks.find((c) => c.maxLength !== undefined)?.maxLength;
  const above = checks.find((c) => c.minLength !== undefined)?.minLength;
  if (below === undefined || above === undefined)
    throw new Error("the published schema states no server name length bounds");
  return { min: below + 1, max: above - 1 };
}

const outcome = (value: unknown) => validateDocument(value).map((i) => ({ code: i.code, path: i.path }));
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Instance path of an object node of the schema; `additionalProperties` of mcpServers is a server. */
function instancePathOf(schemaPath: string, server: string): string[] {
  const segs = schemaPath
    .replace(/^#\/?/, "")
    .split("/")
    .filter((s) => s !== "");
  const out: string[] = [];
  for (let i = 0; i < segs.length; i++) {
    if (segs[i] === "properties") out.push(segs[++i] as string);
    else if (segs[i] === "additionalProperties" && out.join("/") === "mcpServers") out.push(server);
    else throw new Error(`unsupported object node in ALLOWED_KEYS: ${schemaPath}`);
  }
  return out;
}

/** The object at `path`, created empty where missing (every optional object node accepts {}). */
function objectAt(doc: Record<string, Json>, path: JsonPath): Record<string, Json> {
  let node = doc;
  for (const seg of path) {
    const key = String(seg);
    if (!Object.hasOwn(node, key))
      Object.defineProperty(node, key, { value: {}, enumerable: true, writable: true, configurable: true });
    node = node[key] as Record<string, Json>;
  }
  return node;
}

function setAt(doc: Json, path: JsonPath, value: Json): void {
  const parent = objectAt(doc as Record<string, Json>, path.slice(0, -1));
  Object.defineProperty(parent, String(path[path.length - 1]), {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** Every value position below the root: object members and array items, depth first. */
function valuePaths(value: Json, prefix: JsonPath = []): JsonPath[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...prefix, i], ...valuePaths(v, [...prefix, i])]);
  if (value !== null && typeof value === "object")
    return Object.keys(value).flatMap((k) => [[...prefix, k], ...valuePaths(value[k] as Json, [...prefix, k])]);
  return [];
}

/** Writes one document as the global-shared file of a fresh temp home and loads it. */
function loadOne(text: string, body: (loaded: LoadedConfig, file: string, root: string) => void): void {
  const root = tempRoot("mcpa-strict");
  try {
    const home = join(root, "home");
    const cwd = join(root, "project");
    mkdirSync(cwd, { recursive: true });
    const first = CONFIG_SOURCES[0];
    const file = join(...first.path.map((s) => (s === "{home}" ? home : s)));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    body(loadConfig({ home, cwd, projectTrusted: false }), file, root);
  } finally {
    removeTempRoot(root);
  }
}

/** The text at a 1-based line:col of a file. */
function textAt(file: string, line: number, column: number): string {
  return (readFileSync(file, "utf8").split("\n")[line - 1] ?? "").slice(column - 1);
}

afterAll(() => {
  expect(liveTempRoots()).toEqual([]);
});

// --- (a) unknown keys ---

const OBJECT_NODES = Object.keys(ALLOWED_KEYS);
const FOREIGN_NAMES = Object.values(FOREIGN_FIELDS).flatMap((m) => Object.keys(m));
const KNOWN_ELSEWHERE = Object.values(ALLOWED_KEYS).flat();
const PROTOTYPE_NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];
const unknownKeyArb = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "grapheme", maxLength: 6 }),
  fc.constantFrom(...FOREIGN_NAMES, ...KNOWN_ELSEWHERE, ...PROTOTYPE_NAMES, "a/b", "~0", ""),
);

const insertionArb = fc
  .record({
    doc: documentArb(1, 3),
    node: fc.constantFrom(...OBJECT_NODES),
    pick: fc.nat(),
    key: unknownKeyArb,
    value: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
  })
  .filter(({ node, key }) => !(ALLOWED_KEYS[node] ?? []).includes(key))
  .map(({ doc, node, pick, key, value }) => {
    const names = Object.keys(doc.mcpServers);
    const location = instancePathOf(node, names[pick % names.length] as string);
    const foreign = FOREIGN_FIELDS[node];
    const code =
      foreign !== undefined && Object.hasOwn(foreign, key) ? foreign[key] : KEYWORD_ERRORS.additionalProperties;
    const mutated = clone(doc) as unknown as Record<string, Json>;
    Object.defineProperty(objectAt(mutated, location), key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return { mutated, path: [...location, key], code, server: location.length >= 2 ? location[1] : undefined };
  });

describe("unknown keys", () => {
  it("walks every object node the schema declares", () => {
    expect(OBJECT_NODES.length).toBeGreaterThanOrEqual(3);
    expect(KEYWORD_ERRORS.additionalProperties).toBe("MCPA_CONFIG_UNKNOWN_FIELD");
  });

  it("rejects an unknown key at any object node with one problem pointing exactly at that key", () => {
    fc.assert(
      fc.property(insertionArb, ({ mutated, path, code }) => {
        const issues = validateDocument(mutated);
        expect(issues.map((i) => ({ code: i.code, path: i.path, atKey: i.atKey }))).toEqual([
          { code, path, atKey: true },
        ]);
      }),
    );
  });

  it("reports the same through loadConfig: pointer, line:col at the key, and the right scope of failure", () => {
    fc.assert(
      fc.property(insertionArb, ({ mutated, path, code, server }) => {
        loadOne(JSON.stringify(mutated, null, 2), (loaded, file) => {
          expect(loaded.problems.map((p) => [p.code, p.pointer])).toEqual([[code, pointer(path)]]);
          const p = loaded.problems[0];
          if (p === undefined) return;
          expect(textAt(file, p.line, p.column).startsWith(`${JSON.stringify(path[path.length - 1])}:`)).toBe(true);
          if (server === undefined && path.length === 1) {
            // An unknown root key rejects only this file: none of its servers load, each is disabled.
            expect(loaded.failedFiles).toEqual([]);
            expect(loaded.servers.size).toBe(0);
            expect([...loaded.disabled.keys()]).toEqual(Object.keys((mutated as { mcpServers: object }).mcpServers));
          } else if (server === undefined) {
            expect(loaded.failedFiles).toEqual([file]);
            expect(loaded.servers.size).toBe(0);
          } else {
            expect(p.server).toBe(server);
            expect([...loaded.disabled.keys()]).toEqual([server]);
            expect(loaded.servers.has(server)).toBe(false);
          }
        });
      }),
      { numRuns: runs(25) },
    );
  });

  // Found by the property above: keys named like Object.prototype members were looked up in the
  // x-foreign table through the prototype chain, and validateDocument (so loadConfig and `check`)
  // threw a TypeError instead of reporting the field.
  it.each(PROTOTYPE_NAMES)("reports a server field named %s instead of throwing", (key) => {
    const doc = {
      mcpServers: {
        a: own<Json>([
          ["command", "node"],
          [key, 1],
        ]),
      },
    };
    expect(outcome(doc)).toEqual([{ code: "MCPA_CONFIG_UNKNOWN_FIELD", path: ["mcpServers", "a", key] }]);
  });

  it("keeps `check` alive on a server field named constructor (was an uncaught TypeError)", () => {
    loadOne(JSON.stringify({ mcpServers: { a: { command: "node", constructor: 1 } } }), (_loaded, _file, root) => {
      let out = "";
      const code = run(["check", "--home", join(root, "home"), "--cwd", join(root, "project")], {
        stdout: (t) => (out += t),
        stderr: (t) => (out += t),
        env: {},
        cwd: root,
      });
      expect(code).toBe(1);
      expect(out).toContain("MCPA_CONFIG_UNKNOWN_FIELD");
      expect(out).toContain("/mcpServers/a/constructor");
    });
  });
});

// --- (b) bounds ---

interface BoundCase {
  readonly label: string;
  readonly serverPath: readonly string[];
  readonly value: number;
  readonly accepted: boolean;
}

const BOUND_CASES: readonly BoundCase[] = RANGED_FIELDS.flatMap((f) => {
  const label = f.serverPath.join(".");
  const cases: BoundCase[] = [];
  if (f.max !== undefined)
    cases.push(
      { label, serverPath: f.serverPath, value: f.max, accepted: true },
      { label, serverPath: f.serverPath, value: f.max + 1, accepted: false },
    );
  if (f.min !== undefined)
    cases.push(
      { label, serverPath: f.serverPath, value: f.min, accepted: true },
      { label, serverPath: f.serverPath, value: f.min - 1, accepted: false },
    );
  return cases;
});

function withField(server: McpServer, serverPath: readonly string[], value: number): Doc {
  const doc = { mcpServers: { s: clone(server) } } as unknown as Record<string, Json>;
  setAt(doc, ["mcpServers", "s", ...serverPath], value);
  return doc as unknown as Doc;
}

describe("bounds", () => {
  it("derives a bound for every ranged limit of the spec, and every bound from one", () => {
    const fromLimits = Object.values(LIMITS)
      .filter((l) => l.errorCode === "MCPA_CONFIG_RANGE")
      .map((l) => ({ id: l.id, min: "min" in l ? l.min : undefined, max: "max" in l ? l.max : undefined }));
    const fromSchema = RANGED_FIELDS.map((f) => ({ id: `config.${f.serverPath.join(".")}`, min: f.min, max: f.max }));
    expect(fromSchema.length).toBeGreaterThan(0);
    expect(new Set(fromSchema.map((f) => JSON.stringify(f)))).toEqual(
      new Set(fromLimits.map((f) => JSON.stringify(f))),
    );
    expect(BOUND_CASES.length).toBe(
      2 * RANGED_FIELDS.reduce((n, f) => n + (f.min !== undefined ? 1 : 0) + (f.max !== undefined ? 1 : 0), 0),
    );
  });

  for (const { label, serverPath, value, accepted } of BOUND_CASES)
    describe(`${label} = ${value}`, () => {
      it(
        accepted
          ? "is accepted on any valid server"
          : "is rejected with MCPA_CONFIG_RANGE at that field on any valid server",
        () => {
          fc.assert(
            fc.property(serverArb, (server) => {
              const want = accepted ? [] : [{ code: "MCPA_CONFIG_RANGE", path: ["mcpServers", "s", ...serverPath] }];
              expect(outcome(withField(server, serverPath, value))).toEqual(want);
            }),
          );
        },
      );

      it(accepted ? "loads with exactly that value" : "disables the server when loaded", () => {
        loadOne(JSON.stringify(withField({ command: "node" }, serverPath, value)), (loaded) => {
          if (!accepted) {
            expect(loaded.problems.map((p) => [p.code, p.pointer])).toEqual([
              ["MCPA_CONFIG_RANGE", pointer(["mcpServers", "s", ...serverPath])],
            ]);
            expect(loaded.servers.has("s")).toBe(false);
            return;
          }
          expect(loaded.problems).toEqual([]);
          const loadedValue = serverPath.reduce<unknown>(
            (v, k) => (v as Record<string, unknown> | undefined)?.[k],
            loaded.servers.get("s"),
          );
          // Non-positive timeouts normalise to "SDK default" (absent); every other bound is kept as is.
          expect(loadedValue).toBe(serverPath.join(".") === "requestTimeoutMs" && value <= 0 ? undefined : value);
        });
      });
    });

  it("accepts every integer inside a range and rejects every integer outside it", () => {
    const fieldArb = fc.constantFrom(...RANGED_FIELDS);
    const caseArb = fieldArb.chain((f) => {
      const lo = f.min ?? Number.MIN_SAFE_INTEGER;
      const hi = f.max ?? Number.MAX_SAFE_INTEGER;
      const outside: fc.Arbitrary<number>[] = [];
      if (f.max !== undefined) outside.push(fc.integer({ min: f.max + 1, max: Number.MAX_SAFE_INTEGER }));
      if (f.min !== undefined) outside.push(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: f.min - 1 }));
      const inside = fc.integer({ min: lo, max: hi }).map((value) => ({ f, value, accepted: true }));
      return outside.length === 0
        ? inside
        : fc.oneof(
            inside,
            fc.oneof(...outside).map((value) => ({ f, value, accepted: false })),
          );
    });
    fc.assert(
      fc.property(serverArb, caseArb, (server, { f, value, accepted }) => {
        const codes = outcome(withField(server, f.serverPath, value));
        expect(codes).toEqual(
          accepted ? [] : [{ code: "MCPA_CONFIG_RANGE", path: ["mcpServers", "s", ...f.serverPath] }],
        );
      }),
    );
  });

  const NAME_MAX = LIMITS["config.serverName.maxChars"].value;
  const NAME_MIN = nameLengthBounds().min;
  // Characters count as code points: astral ones (two UTF-16 units) are in the mix on purpose.
  const edge = fc.constantFrom("a", "Z", "0", "é", "中", "😀", "-", ".");
  const inner = fc.oneof(edge, fc.constant(" "));
  const nameOf = (chars: number): fc.Arbitrary<string> =>
    chars === 0
      ? fc.constant("")
      : chars === 1
        ? edge
        : fc
            .tuple(edge, fc.array(inner, { minLength: chars - 2, maxLength: chars - 2 }), edge)
            .map(([a, m, z]) => `${a}${m.join("")}${z}`);

  it("takes the server name bounds from the limit table and the schema, in agreement", () => {
    expect(nameLengthBounds().max).toBe(NAME_MAX);
    expect(NAME_MIN).toBeGreaterThanOrEqual(1);
  });

  const NAME_CASES = [
    { chars: NAME_MAX, accepted: true },
    { chars: NAME_MAX + 1, accepted: false },
    { chars: NAME_MIN, accepted: true },
    { chars: NAME_MIN - 1, accepted: false },
  ];
  for (const { chars, accepted } of NAME_CASES) {
    it(`${accepted ? "accepts" : "rejects with MCPA_CONFIG_SERVER_NAME"} any server name of ${chars} characters`, () => {
      fc.assert(
        fc.property(nameOf(chars), serverArb, (name, server) => {
          expect([...name].length).toBe(chars);
          const doc = { mcpServers: own([[name, server]]) };
          expect(outcome(doc)).toEqual(
            accepted ? [] : [{ code: "MCPA_CONFIG_SERVER_NAME", path: ["mcpServers", name] }],
          );
        }),
      );
    });
  }

  it("loads a name at the bound and disables one past it", () => {
    const at = "n".repeat(NAME_MAX);
    const past = "p".repeat(NAME_MAX + 1);
    loadOne(
      JSON.stringify({
        mcpServers: own([
          [at, { command: "a" }],
          [past, { command: "b" }],
        ]),
      }),
      (loaded) => {
        expect([...loaded.servers.keys()]).toEqual([at]);
        expect(loaded.problems.map((p) => [p.code, p.pointer, p.server])).toEqual([
          ["MCPA_CONFIG_SERVER_NAME", pointer(["mcpServers", past]), past],
        ]);
      },
    );
  });
});

// --- (c) null ---

interface SchemaNode {
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly additionalProperties?: SchemaNode | boolean;
  readonly items?: SchemaNode;
}

/** The schema node (as a SCHEMA_ERROR_PATHS-style path) that validates the value at `path`. */
function schemaNodeOf(path: JsonPath): string {
  let node = CONFIG_SCHEMA as SchemaNode;
  let at = "#";
  for (const seg of path) {
    const props = node.properties;
    if (props !== undefined && Object.hasOwn(props, String(seg))) {
      at += `/properties/${String(seg)}`;
      node = props[String(seg)] as SchemaNode;
    } else if (typeof seg === "number" && node.items !== undefined) {
      at += "/items";
      node = node.items;
    } else if (typeof node.additionalProperties === "object") {
      at += "/additionalProperties";
      node = node.additionalProperties;
    } else {
      throw new Error(`no schema node for ${pointer(path)}`);
    }
  }
  return at;
}

/**
 * A null field is MCPA_CONFIG_NULL ("remove it to use its default"). The few nodes that carry their
 * own type code in the schema (the root, mcpServers, a server entry) have no default to fall back
 * to, so a null there is that node's type error.
 */
const nullCode = (path: JsonPath): string => SCHEMA_ERROR_PATHS[`${schemaNodeOf(path)}/type`] ?? "MCPA_CONFIG_NULL";

const nullingArb = fc.tuple(documentArb(1, 3), fc.nat()).map(([doc, pick]) => {
  const paths = valuePaths(doc as unknown as Json);
  return { doc, path: paths[pick % paths.length] as JsonPath };
});

function nulled(doc: Doc, path: JsonPath): Json {
  const copy = clone(doc) as unknown as Json;
  setAt(copy, path, null);
  return copy;
}

describe("null values", () => {
  it("derives the null codes from the schema: only a few typed nodes differ from MCPA_CONFIG_NULL", () => {
    expect(nullCode(["mcpServers", "a", "cwd"])).toBe("MCPA_CONFIG_NULL");
    expect(nullCode(["mcpServers", "a", "reconnect", "maxAttempts"])).toBe("MCPA_CONFIG_NULL");
    expect(nullCode(["mcpServers", "a"])).not.toBe("MCPA_CONFIG_NULL");
  });

  it("rejects null at any position of a valid document with exactly one problem there", () => {
    fc.assert(
      fc.property(nullingArb, ({ doc, path }) => {
        expect(outcome(nulled(doc, path))).toEqual([{ code: nullCode(path), path }]);
      }),
    );
  });

  it("reports a null through loadConfig at the right pointer", () => {
    fc.assert(
      fc.property(nullingArb, ({ doc, path }) => {
        loadOne(JSON.stringify(nulled(doc, path)), (loaded) => {
          expect(loaded.problems.map((p) => [p.code, p.pointer])).toEqual([[nullCode(path), pointer(path)]]);
        });
      }),
      { numRuns: runs(20) },
    );
  });

  // Found by the properties above: `lifecycle` is checked with `const`, not `type`, so its null was
  // reported as MCPA_CONFIG_LIFECYCLE while every other null field is MCPA_CONFIG_NULL.
  it("reports a null lifecycle as MCPA_CONFIG_NULL", () => {
    const path = ["mcpServers", "a", "lifecycle"];
    expect(outcome({ mcpServers: { a: { command: "node", lifecycle: null } } })).toEqual([
      { code: "MCPA_CONFIG_NULL", path },
    ]);
  });

  it("reports a document that is just null with the root's own code, never as a null field", () => {
    expect(outcome(null)).toEqual([{ code: nullCode([]), path: [] }]);
    expect(nullCode([])).not.toBe("MCPA_CONFIG_NULL");
  });
});
