// Raw file contents for the configuration fuzzers: (a) random JSON, strings and bytes plus hostile
// constructions (deep nesting, huge numbers, duplicate keys, comments, trailing commas, BOMs, NUL,
// invalid UTF-8, many entries), and (b) near-valid mutations of the valid files this repository
// ships (test/fixtures/config/**, examples/**, and the server-field table of docs/configuration.md as a document), applied
// to a raw tree that can hold duplicate keys and then to the bytes.
//
// test/property/config-strictness.prop.test.ts already mutates *generated objects* one way at a time
// (an unknown key, a bound, a null) and checks the exact code; nothing here repeats that. These
// inputs are text, they stack mutations, and the properties check robustness, not exact codes.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { LONG } from "./budget.js";

const REPO = resolve(import.meta.dirname, "../..");

// ---------------------------------------------------------------------------------------------
// Seeds: the valid files of the repository, and the documented server fields as one document.

export interface SeedFile {
  readonly name: string;
  readonly text: string;
  /** Loads with zero problems (the broken example is a near-valid seed, not a valid one). */
  readonly valid: boolean;
}

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((rel) => keep(rel.split("/").pop() ?? ""))
    .map((rel) => join(dir, rel))
    .sort();
}

/** Every field of the "Server fields" table (docs/configuration.md), on one stdio and one HTTP server. */
const README_DOCUMENT = {
  mcpServers: {
    "local-tools": {
      command: "example-mcp",
      args: ["--stdio"],
      cwd: "/optional/path",
      env: { SERVICE_TOKEN: "${SERVICE_TOKEN}", LOG_LEVEL: "info", MIXED: "pre-$env:HOME_DIR-$$-post" },
      lifecycle: "lazy",
      requestTimeoutMs: 1800000,
      reconnect: { automatic: true, maxAttempts: 3, baseDelayMs: 500 },
    },
    "remote-tools": {
      url: "https://example.com/mcp",
      headers: { Authorization: "Bearer $env:REMOTE_TOKEN", "X-Trace": "fuzz" },
      requestTimeoutMs: 0,
      reconnect: { automatic: false, maxAttempts: 1, baseDelayMs: 100 },
    },
    loopback: { url: "http://127.0.0.1:3000/mcp", headers: { Cookie: "${COOKIE}" } },
  },
};

export const SEEDS: readonly SeedFile[] = [
  ...filesUnder(join(REPO, "test/fixtures/config"), (n) => n.endsWith(".json")),
  ...filesUnder(join(REPO, "examples"), (n) => n === "mcp.json" || n === ".mcp.json"),
]
  .map((path) => ({
    name: path.slice(REPO.length + 1),
    text: readFileSync(path, "utf8"),
    valid: !path.includes("/broken/"),
  }))
  .concat([{ name: "README server fields", text: JSON.stringify(README_DOCUMENT, null, 2), valid: true }]);

// ---------------------------------------------------------------------------------------------
// A raw JSON tree: objects keep every entry (duplicates included), literals keep their exact text.

export type Raw = { t: "obj"; e: [string, Raw][] } | { t: "arr"; a: Raw[] } | { t: "lit"; s: string };

export function toRaw(v: unknown): Raw {
  if (Array.isArray(v)) return { t: "arr", a: v.map(toRaw) };
  if (v !== null && typeof v === "object") return { t: "obj", e: Object.entries(v).map(([k, x]) => [k, toRaw(x)]) };
  return { t: "lit", s: JSON.stringify(v) };
}

const lit = (s: string): Raw => ({ t: "lit", s });
const str = (s: string): Raw => lit(JSON.stringify(s));

export interface Style {
  readonly indent: string;
  readonly eol: string;
}

export function serialize(raw: Raw, style: Style, depth = 0): string {
  const pad = (d: number): string => (style.indent === "" ? "" : style.eol + style.indent.repeat(d));
  const sep = style.indent === "" ? "" : " ";
  if (raw.t === "lit") return raw.s;
  if (raw.t === "arr")
    return raw.a.length === 0
      ? "[]"
      : `[${raw.a.map((x) => pad(depth + 1) + serialize(x, style, depth + 1)).join(",")}${pad(depth)}]`;
  return raw.e.length === 0
    ? "{}"
    : `{${raw.e.map(([k, x]) => `${pad(depth + 1)}${JSON.stringify(k)}:${sep}${serialize(x, style, depth + 1)}`).join(",")}${pad(depth)}}`;
}

interface Slot {
  readonly node: Raw;
  readonly path: readonly (string | number)[];
  /** Set for object entries and array items: where this node sits. */
  readonly parent?: Raw;
  readonly index?: number;
}

function slots(root: Raw): Slot[] {
  const out: Slot[] = [{ node: root, path: [] }];
  for (let i = 0; i < out.length; i++) {
    const { node, path } = out[i] as Slot;
    if (node.t === "obj")
      for (const [index, [k, x]] of node.e.entries()) out.push({ node: x, path: [...path, k], parent: node, index });
    if (node.t === "arr")
      for (const [index, x] of node.a.entries()) out.push({ node: x, path: [...path, index], parent: node, index });
  }
  return out;
}

function replace(slot: Slot, value: Raw): void {
  const p = slot.parent;
  if (p?.t === "obj") (p.e[slot.index as number] as [string, Raw])[1] = value;
  else if (p?.t === "arr") p.a[slot.index as number] = value;
}

const pick = <T>(items: readonly T[], n: number): T | undefined =>
  items.length === 0 ? undefined : items[n % items.length];
const clone = (raw: Raw): Raw =>
  raw.t === "lit"
    ? raw
    : raw.t === "arr"
      ? { t: "arr", a: raw.a.map(clone) }
      : { t: "obj", e: raw.e.map(([k, x]) => [k, clone(x)]) };

// ---------------------------------------------------------------------------------------------
// Hostile pieces.

export const BIG = LONG ? 2_000_000 : 200_000;

/** Bracket nesting `depth` deep, closed or not; arrays, objects or both alternating. */
export function nested(depth: number, kind: "arr" | "obj" | "mix", closed: boolean): string {
  const open =
    kind === "arr" ? "[".repeat(depth) : kind === "obj" ? '{"a":'.repeat(depth) : '[{"a":'.repeat(Math.ceil(depth / 2));
  const close =
    kind === "arr" ? "]".repeat(depth) : kind === "obj" ? "}".repeat(depth) : "}]".repeat(Math.ceil(depth / 2));
  return closed ? `${open}${kind === "arr" ? "" : "1"}${close}` : open;
}

export const DEPTHS = LONG ? [2, 10, 100, 1000, 5000, 10_000, 100_000] : [2, 10, 100, 1000, 10_000];

/** Numbers JSON allows but doubles do not hold, and ones strict JSON refuses. */
const NUMBERS = [
  "0",
  "-0",
  "1e400",
  "-1e400",
  "1E-400",
  "123456789012345678901234567890",
  "9007199254740993",
  "2147483648",
  "2147483647",
  "1.5",
  "0.0",
  "1e2",
  "-1",
  "4",
  "99",
  "501",
  "99.0",
  "1e308",
  "5e-324",
  // not JSON:
  "01",
  "+1",
  ".5",
  "1.",
  "1e",
  "-",
  "NaN",
  "Infinity",
  "0x10",
  "1_000",
];

/** Reference syntax the templates must report rather than choke on. */
const BAD_TEMPLATES = [
  "${",
  "$env:",
  "${1A}",
  "$env:1A",
  "${A",
  "${}",
  "$",
  "$$",
  "$${A}",
  "${A}${",
  "${A-B}",
  "Bearer $env:",
  "${ A }",
  "$env:é",
  "${é}",
  "$$$",
  "${${A}}",
  "$env:$env:A",
  "x$env:A",
  "${A}}",
  "$ENV:A",
  "${__proto__}",
  "$env:constructor",
  "${toString}",
  `\${${"A".repeat(5000)}}`,
  "$env:A\u0000",
  "${\n}",
];

/** Server names that look like others or break display: confusables, invisible and control characters. */
const CONFUSED_NAMES = [
  "cоntext7", // Cyrillic о
  "соntext7", // Cyrillic с and о
  "context７", // fullwidth 7
  "con\u200btext7", // zero-width space
  "context7\u200d",
  "\u202econtext7", // right-to-left override
  "context7 ",
  " context7",
  "context7\t",
  "\u00a0context7",
  "context7\u3000",
  "\ufeffcontext7",
  "context7\u0000",
  "con\ntext7",
  "\u001b[31mcontext7",
  "context7\u2028",
  "",
  " ",
  "\ud800",
  "😀".repeat(70),
  "a".repeat(128),
  "a".repeat(129),
  "é".repeat(128),
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "a/b~c",
  "~1",
  "%2F",
];

const FOREIGN_FIELDS = [
  "transport",
  "type",
  "disabled",
  "timeout",
  "autoApprove",
  "alwaysAllow",
  "enabled",
  "startup_timeout_sec",
  "sse",
  "httpUrl",
  "serverUrl",
  "tools",
  "description",
  "__proto__",
  "constructor",
  "prototype",
  "hasOwnProperty",
  "",
  "COMMAND",
  "Command",
  "url ",
  "ｕｒｌ",
  "envs",
  "header",
];

/** Fields with values the static checks look at (credentials, URLs, reserved headers). */
const FIELD_VALUES: readonly [string, Raw][] = [
  ["env", toRaw({ API_TOKEN: "literal-secret", "": "x", "A=B": "y", __proto__x: "z" })],
  ["env", toRaw({ GITHUB_TOKEN: "${GITHUB_TOKEN", DB_PASSWORD: "$env:" })],
  ["headers", toRaw({ Authorization: "Bearer abc", "Mcp-Session-Id": "x", "content-type": "a", "X-API-KEY": "plain" })],
  ["headers", toRaw({ authorization: "${A}", Authorization: "${B}" })],
  ["url", str("http://user:pw@example.com/mcp")],
  ["url", str("ftp://example.com")],
  ["url", str("http://")],
  ["url", str("https://[::1")],
  ["url", str("javascript:alert(1)")],
  ["url", str("http://127.0.0.1:99999/")],
  ["url", str(`https://example.com/${"a".repeat(10_000)}`)],
  ["command", str("")],
  ["command", str("   ")],
  ["cwd", str("")],
  ["args", toRaw(["ok", 1, null, ["x"]])],
  ["args", str("--stdio")],
  ["lifecycle", str("eager")],
  ["reconnect", toRaw({ automatic: "yes", maxAttempts: 0, baseDelayMs: 1e9, extra: 1 })],
  ["reconnect", toRaw([])],
  ["requestTimeoutMs", lit("1e400")],
  ["requestTimeoutMs", lit("-9007199254740993")],
];

const RANGED = [["requestTimeoutMs"], ["reconnect", "maxAttempts"], ["reconnect", "baseDelayMs"]] as const;

const TYPE_POOL: readonly Raw[] = [
  lit("null"),
  lit("true"),
  lit("false"),
  lit("0"),
  lit("-1"),
  lit("1e400"),
  str(""),
  str(" "),
  str("x"),
  toRaw([]),
  toRaw({}),
  toRaw(["a"]),
  toRaw({ k: "v" }),
  toRaw({ command: "x" }),
  toRaw({ url: "https://example.com/mcp" }),
  toRaw({ mcpServers: {} }),
];

/** Byte sequences that are not, or not only, text: invalid UTF-8, NUL, BOMs, surrogates. */
const BYTE_POOL: readonly number[][] = [
  [0x00],
  [0xff],
  [0xfe],
  [0xc0, 0x80],
  [0xc3],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xef, 0xbb, 0xbf],
  [0xe2, 0x80, 0xa8],
  [0x0d],
  [0x0b],
  [0x0c],
  [0x7f],
  [0x22],
  [0x5c],
  [0x7b],
  [0x7d],
  [0x5b],
  [0x5d],
  [0x2c],
  [0x3a],
  [0x2f, 0x2f],
  [0x2f, 0x2a],
];

// ---------------------------------------------------------------------------------------------
// Mutations, as data (so fast-check can print and replay them), applied deterministically.

const TREE_KINDS = [
  "drop",
  "rename",
  "renameServer",
  "duplicate",
  "retype",
  "null",
  "reference",
  "long",
  "range",
  "addField",
  "hostileKey",
  "deep",
  "number",
  "wrapRoot",
] as const;
const TEXT_KINDS = [
  "cut",
  "deleteRange",
  "insertBytes",
  "replaceByte",
  "bom",
  "comment",
  "trailingComma",
  "crlf",
  "swap",
  "randomBytes",
] as const;

export type TreeMutation = { readonly kind: (typeof TREE_KINDS)[number]; readonly a: number; readonly b: number };
export type TextMutation = {
  readonly kind: (typeof TEXT_KINDS)[number];
  readonly a: number;
  readonly b: number;
  readonly bytes: readonly number[];
};

const treeMutationArb: fc.Arbitrary<TreeMutation> = fc.record({
  kind: fc.constantFrom(...TREE_KINDS),
  a: fc.nat(),
  b: fc.nat(),
});
const textMutationArb: fc.Arbitrary<TextMutation> = fc.record({
  kind: fc.constantFrom(...TEXT_KINDS),
  a: fc.nat(),
  b: fc.nat(),
  bytes: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 16 }),
});

function renamed(key: string, n: number): string {
  const variants = [
    key.toUpperCase(),
    key.slice(0, -1),
    `${key}s`,
    `${key} `,
    ` ${key}`,
    key.replace(/[a-z]/, (c) => String.fromCharCode(c.charCodeAt(0) + 1)),
    key.replace(/o/g, "о").replace(/a/g, "а").replace(/e/g, "е"), // Cyrillic look-alikes
    `${key}\u200b`,
    key.replace(/[A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)), // fullwidth
    pick(FOREIGN_FIELDS, n) as string,
    "a".repeat(n % 300),
  ];
  return pick(variants, n) as string;
}

const serversOf = (root: Raw): Raw | undefined =>
  root.t === "obj" ? root.e.find(([k]) => k === "mcpServers")?.[1] : undefined;
const serverSlots = (root: Raw): Slot[] =>
  slots(root).filter((s) => s.path.length === 2 && s.path[0] === "mcpServers" && s.node.t === "obj");

function applyTree(root: Raw, m: TreeMutation): Raw {
  const all = slots(root);
  const entries = all.filter((s) => s.parent?.t === "obj");
  const target = pick(all, m.a) as Slot;
  switch (m.kind) {
    case "drop": {
      const s = pick(entries, m.a);
      if (s?.parent?.t === "obj") s.parent.e.splice(s.index as number, 1);
      return root;
    }
    case "rename": {
      const s = pick(entries, m.a);
      if (s?.parent?.t === "obj") {
        const entry = s.parent.e[s.index as number] as [string, Raw];
        entry[0] = renamed(entry[0], m.b);
      }
      return root;
    }
    case "renameServer": {
      const servers = serversOf(root);
      if (servers?.t === "obj" && servers.e.length > 0)
        (servers.e[m.a % servers.e.length] as [string, Raw])[0] = pick(CONFUSED_NAMES, m.b) as string;
      return root;
    }
    case "duplicate": {
      const s = pick(entries, m.a);
      if (s?.parent?.t === "obj") {
        const [k, v] = s.parent.e[s.index as number] as [string, Raw];
        const value = m.b % 2 === 0 ? clone(v) : (pick(TYPE_POOL, m.b) as Raw);
        s.parent.e.splice((s.index as number) + 1 + (m.b % 3 === 0 ? s.parent.e.length : 0), 0, [k, value]);
      }
      return root;
    }
    case "retype":
      if (target.parent) replace(target, pick(TYPE_POOL, m.b) as Raw);
      else return pick(TYPE_POOL, m.b) as Raw;
      return root;
    case "null":
      if (target.node.t === "arr") target.node.a.splice(m.b % (target.node.a.length + 1), 0, lit("null"));
      else if (target.parent) replace(target, lit("null"));
      else return lit("null");
      return root;
    case "reference": {
      const strings = all.filter((s) => s.node.t === "lit" && s.node.s.startsWith('"') && s.parent);
      const prefer = strings.filter((s) => s.path.includes("env") || s.path.includes("headers"));
      const s = pick(prefer.length > 0 && m.b % 4 !== 0 ? prefer : strings, m.a);
      if (s) {
        const bad = pick(BAD_TEMPLATES, m.b) as string;
        const old = JSON.parse((s.node as { s: string }).s) as string;
        const at = m.a % (old.length + 1);
        replace(s, str(m.b % 2 === 0 ? bad : `${old.slice(0, at)}${bad}${old.slice(at)}`));
      }
      return root;
    }
    case "long": {
      const n = [129, 4097, 65_537, BIG][m.b % 4] as number;
      const unit = pick(["a", "é", "😀", "$", "\\", " ", "\u0000"], m.a) as string;
      const long = unit.repeat(Math.ceil(n / unit.length));
      const s = pick(entries, m.a);
      if (s?.parent?.t === "obj") {
        const entry = s.parent.e[s.index as number] as [string, Raw];
        if (m.b % 2 === 0) entry[0] = long;
        else entry[1] = str(long);
      }
      return root;
    }
    case "range": {
      const server = pick(serverSlots(root), m.a);
      const field = pick(RANGED, m.b) as readonly string[];
      if (server?.node.t !== "obj") return root;
      let node: Raw = server.node;
      for (const seg of field.slice(0, -1)) {
        let next = node.t === "obj" ? node.e.find(([k]) => k === seg)?.[1] : undefined;
        if (next?.t !== "obj" && node.t === "obj") {
          next = { t: "obj", e: [] };
          node.e.push([seg, next]);
        }
        node = next as Raw;
      }
      if (node.t === "obj")
        node.e.push([
          field[field.length - 1] as string,
          m.b % 7 === 0 ? str(pick(NUMBERS, m.a) as string) : lit(pick(NUMBERS, m.a) as string),
        ]);
      return root;
    }
    case "addField": {
      const server = pick(serverSlots(root), m.a);
      const objects = all.filter((s) => s.node.t === "obj");
      const host = (m.b % 3 === 0 ? pick(objects, m.a) : server) ?? pick(objects, m.a);
      if (host?.node.t !== "obj") return root;
      // A key named like one of its ancestors (a field "reconnect" inside reconnect, a field named
      // like its server): locating it must not stop at the ancestor.
      const ancestors = host.path.filter((seg): seg is string => typeof seg === "string");
      if (m.b % 5 === 1 && ancestors.length > 0)
        host.node.e.push([pick(ancestors, m.a) as string, pick(TYPE_POOL, m.b) as Raw]);
      else if (m.b % 2 === 0) host.node.e.push([pick(FOREIGN_FIELDS, m.b) as string, pick(TYPE_POOL, m.a) as Raw]);
      else {
        const [k, v] = pick(FIELD_VALUES, m.b) as [string, Raw];
        host.node.e.push([k, clone(v)]);
      }
      return root;
    }
    case "hostileKey": {
      const objects = all.filter((s) => s.node.t === "obj");
      const host = pick(objects, m.a);
      const key = pick(["__proto__", "constructor", "prototype"], m.b) as string;
      const value = pick(
        [
          toRaw({ polluted: true }),
          toRaw({ prototype: { polluted: true } }),
          toRaw({ command: "x", isAdmin: true }),
          lit("null"),
          toRaw([{ polluted: 1 }]),
        ],
        m.a,
      ) as Raw;
      if (host?.node.t === "obj") host.node.e.splice(m.b % (host.node.e.length + 1), 0, [key, value]);
      return root;
    }
    case "deep": {
      const depth = pick(DEPTHS, m.b) as number;
      const deep = lit(nested(depth, pick(["arr", "obj", "mix"] as const, m.a) as "arr", true));
      if (target.parent) replace(target, deep);
      else return deep;
      return root;
    }
    case "number": {
      const nums = all.filter((s) => s.node.t === "lit" && /^-?\d/.test(s.node.s));
      const s = pick(nums.length > 0 ? nums : all.filter((x) => x.parent), m.a);
      if (s) replace(s, lit(pick(NUMBERS, m.b) as string));
      return root;
    }
    case "wrapRoot":
      return pick<Raw>(
        [
          { t: "arr", a: [root] },
          { t: "obj", e: [["mcpServers", root]] },
          {
            t: "obj",
            e: [
              ["mcpServers", serversOf(root) ?? root],
              ["mcpServers", { t: "obj", e: [] }],
            ],
          },
          str(serialize(root, { indent: "", eol: "" })),
        ],
        m.b,
      ) as Raw;
  }
}

function applyText(bytes: Buffer, m: TextMutation): Buffer {
  const at = m.a % (bytes.length + 1);
  const insert = (b: Buffer | number[]): Buffer =>
    Buffer.concat([bytes.subarray(0, at), Buffer.from(b), bytes.subarray(at)]);
  switch (m.kind) {
    case "cut":
      return bytes.subarray(0, at);
    case "deleteRange":
      return Buffer.concat([bytes.subarray(0, at), bytes.subarray(Math.min(bytes.length, at + 1 + (m.b % 64)))]);
    case "insertBytes":
      return insert(pick(BYTE_POOL, m.b) as number[]);
    case "randomBytes":
      return insert([...m.bytes]);
    case "replaceByte":
      if (bytes.length === 0) return bytes;
      return Buffer.concat([
        bytes.subarray(0, at % bytes.length),
        Buffer.from([m.b % 256]),
        bytes.subarray((at % bytes.length) + 1),
      ]);
    case "bom": {
      const text = bytes.toString("utf8");
      switch (m.b % 5) {
        case 0:
          return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]);
        case 1:
          return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf]), bytes]);
        case 2:
          return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
        case 3:
          return Buffer.from(text, "utf16le");
        default:
          return insert([0xef, 0xbb, 0xbf]);
      }
    }
    case "comment":
      return insert(Buffer.from(pick(["// comment\n", "/* c */", "/*", "#", "//", "/* ] } */"], m.b) as string));
    case "trailingComma": {
      const closers: number[] = [];
      for (const [i, c] of bytes.entries()) if (c === 0x7d || c === 0x5d) closers.push(i);
      const i = pick(closers, m.b);
      return i === undefined
        ? insert([0x2c])
        : Buffer.concat([bytes.subarray(0, i), Buffer.from(","), bytes.subarray(i)]);
    }
    case "crlf":
      return Buffer.from(bytes.toString("latin1").replace(/\n/g, m.b % 2 === 0 ? "\r\n" : "\r"), "latin1");
    case "swap":
      if (at + 1 >= bytes.length) return bytes;
      return Buffer.concat([
        bytes.subarray(0, at),
        Buffer.from([bytes[at + 1] as number, bytes[at] as number]),
        bytes.subarray(at + 2),
      ]);
  }
}

export interface Mutated {
  readonly seed: string;
  readonly bytes: Buffer;
  /** Text mutations were applied (the bytes may not even be UTF-8). */
  readonly textMutated: boolean;
}

const STYLES: readonly Style[] = [
  { indent: "", eol: "" },
  { indent: "  ", eol: "\n" },
  { indent: "\t", eol: "\n" },
  { indent: "    ", eol: "\r\n" },
];

/** A seed file, with 0..3 tree mutations and, sometimes, 1..2 byte mutations on top. */
export const mutatedFileArb: fc.Arbitrary<Mutated> = fc
  .record({
    seed: fc.constantFrom(...SEEDS),
    style: fc.constantFrom(...STYLES),
    tree: fc.array(treeMutationArb, { minLength: 0, maxLength: 3 }),
    text: fc.oneof(
      { weight: 3, arbitrary: fc.constant([] as TextMutation[]) },
      { weight: 2, arbitrary: fc.array(textMutationArb, { minLength: 1, maxLength: 2 }) },
    ),
  })
  .map(({ seed, style, tree, text }) => {
    const root = tree.reduce(applyTree, toRaw(JSON.parse(seed.text)));
    const bytes = text.reduce(applyText, Buffer.from(serialize(root, style), "utf8"));
    return { seed: seed.name, bytes, textMutated: text.length > 0 };
  });

// ---------------------------------------------------------------------------------------------
// (a) Random content.

const JSONISH = fc.constantFrom(...'{}[]":,\\/*0123456789-+.eEtrufalsn \n\r\t\u0000\ufeff$xé😀');

/** A random JSON value placed at the root, as mcpServers, as a server, or as one server field. */
const placedJson = fc
  .tuple(
    fc.jsonValue({ maxDepth: 4 }),
    fc.nat(3),
    fc.constantFrom(
      "command",
      "args",
      "env",
      "headers",
      "url",
      "reconnect",
      "requestTimeoutMs",
      "lifecycle",
      "cwd",
      "x",
    ),
  )
  .map(([v, where, field]) => {
    if (where === 0) return JSON.stringify(v);
    if (where === 1) return JSON.stringify({ mcpServers: v });
    if (where === 2) return JSON.stringify({ mcpServers: { s: v } });
    return JSON.stringify({ mcpServers: { s: { command: "node", [field]: v } } });
  });

/** Hostile constructions, each parameterised so that fast-check varies them. */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  // Deep nesting at the root, in a server field, closed or not.
  fc
    .tuple(
      fc.constantFrom(...DEPTHS),
      fc.constantFrom("arr", "obj", "mix") as fc.Arbitrary<"arr" | "obj" | "mix">,
      fc.boolean(),
      fc.boolean(),
    )
    .map(([d, k, closed, inField]) =>
      inField
        ? `{"mcpServers":{"s":{"command":"x","args":${nested(d, k, closed)}${closed ? "}}}" : ""}`
        : nested(d, k, closed),
    ),
  // Huge and non-JSON numbers in ranged fields and at the root.
  fc
    .tuple(
      fc.constantFrom(...NUMBERS, `1${"0".repeat(5000)}`, `-0.${"0".repeat(5000)}1`, `1e${"9".repeat(400)}`),
      fc.constantFrom("requestTimeoutMs", "maxAttempts", "root"),
    )
    .map(([n, f]) =>
      f === "root"
        ? n
        : f === "maxAttempts"
          ? `{"mcpServers":{"s":{"command":"x","reconnect":{"maxAttempts":${n}}}}}`
          : `{"mcpServers":{"s":{"command":"x","${f}":${n}}}}`,
    ),
  // Duplicate keys, at every level, many times.
  fc.tuple(fc.integer({ min: 2, max: LONG ? 20_000 : 2000 }), fc.nat(3)).map(([n, level]) => {
    const dup = (entry: string): string => Array.from({ length: n }, () => entry).join(",");
    if (level === 0) return `{${dup('"mcpServers":{}')}}`;
    if (level === 1) return `{"mcpServers":{${dup('"s":{"command":"x"}')}}}`;
    if (level === 2) return `{"mcpServers":{"s":{${dup('"command":"x"')}}}}`;
    return `{"mcpServers":{"s":{"url":"https://e.com","headers":{${Array.from({ length: n }, (_, i) => `"${i % 2 ? "x-a" : "X-A"}":"v"`).join(",")}}}}}`;
  }),
  // Many entries, each with its own problem (super-linear reporting shows up here).
  fc.tuple(fc.integer({ min: 1, max: LONG ? 20_000 : 2000 }), fc.nat(4)).map(([n, shape]) => {
    const many = (f: (i: number) => string): string => Array.from({ length: n }, (_, i) => f(i)).join(",");
    if (shape === 0) return `{"mcpServers":{${many((i) => `"s${i}":{"command":""}`)}}}`;
    if (shape === 1) return `{"mcpServers":{"s":{"command":"x",${many((i) => `"k${i}":1`)}}}}`;
    if (shape === 2) return `{"mcpServers":{"s":{"command":"x","env":{${many((i) => `"K${i}":"\${"`)}}}}}`;
    if (shape === 3) return `{${many((i) => `"k${i}":null`)}}`;
    return `x${" x".repeat(n)}`;
  }),
  // Comments and trailing commas where JSON5 would allow them.
  fc.constantFrom(
    '// mcp\n{"mcpServers":{}}',
    '{"mcpServers":{/* none */}}',
    '{"mcpServers":{"s":{"command":"x",}}}',
    '{"mcpServers":{"s":{"command":"x","args":["a",]}}}',
    '{"mcpServers":{},}',
    '{"mcpServers":{}} // trailing',
    "{'mcpServers':{}}",
    "{mcpServers:{}}",
    '{"mcpServers":{}}{"mcpServers":{}}',
    '{"mcpServers":{}}\u0000',
    "\u0000",
    "",
    " \n\t\r",
    "\ufeff",
    "\ufeff\ufeff{}",
    '{"mcpServers":{"s":{"command":"x\u0000y"}}}',
    '{"mcpServers":{"s":{"command":"\\u0000"}}}',
    '{"mcpServers":{"s":{"command":"\\ud800"}}}',
    '{"mcpServers":{"s":{"command":"\\x41"}}}',
    '{"mcpServers":{"s":{"command":"a\nb"}}}',
    '{"mcpServers":{"s":{"command":"x"}}}\u000b',
    '\u00a0{"mcpServers":{}}',
    '{"mcpServers":{"\\u005f_proto__":{"command":"x"}}}',
    '{"__proto__":{"mcpServers":{"s":{"command":"x"}}}}',
    '{"mcpServers":{"__proto__":{"command":"x","polluted":true}}}',
    '{"mcpServers":{"constructor":{"prototype":{"polluted":true}}}}',
  ),
);

/** Raw bytes: random, random with a BOM, a valid file with bytes spliced in. */
const rawBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc.uint8Array({ maxLength: 4096 }).map((a) => Buffer.from(a)),
  fc.uint8Array({ maxLength: 256 }).map((a) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(a)])),
  fc.tuple(fc.constantFrom(...SEEDS), fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 8 })).map(([s, at, a]) => {
    const b = Buffer.from(s.text);
    const i = at % (b.length + 1);
    return Buffer.concat([b.subarray(0, i), Buffer.from(a), b.subarray(i)]);
  }),
);

export const randomFileArb: fc.Arbitrary<{ kind: string; bytes: Buffer }> = fc.oneof(
  placedJson.map((t) => ({ kind: "json", bytes: Buffer.from(t) })),
  fc.string({ unit: "grapheme", maxLength: 200 }).map((t) => ({ kind: "string", bytes: Buffer.from(t) })),
  fc.string({ unit: "binary", maxLength: 200 }).map((t) => ({ kind: "string", bytes: Buffer.from(t) })),
  fc.string({ unit: JSONISH, maxLength: 300 }).map((t) => ({ kind: "jsonish", bytes: Buffer.from(t) })),
  rawBytes.map((bytes) => ({ kind: "bytes", bytes })),
  hostileText.map((t) => ({ kind: "hostile", bytes: Buffer.from(t) })),
);
