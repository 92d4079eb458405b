// The host's approval context is decided once (spec/proxy-request.yaml `approval`): the shim's
// policy_context (python/travis234_mcp_extension.py over travis234_mcp_packaging/policy.py) and
// the TypeScript interpreter (src/proxy/approval.ts, under `normalise`) must agree on every request.
// Random requests, biased toward malformed shapes (unknown keys, wrong types, several operation
// keys, white-space servers, null values, non-objects, huge strings), go as JSON text to one Python
// process per batch, which parses each as the host does, answers its policy_context and forwards
// the arguments as the shim would (json.dumps); TypeScript decides on what the sidecar would get.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { APPROVAL_TABLE, OPERATIONS, REFERENCE_HEX_CHARS, REQUEST_FIELDS } from "../../generated/proxy.js";
import { approvalContext, decide } from "../../src/proxy/approval.js";
import { normalise } from "../../src/proxy/normalize.js";

const ROOT = resolve(import.meta.dirname, "../..");
const VENV_PYTHON = join(ROOT, ".venv-travis", "bin", "python");
const PYTHON = existsSync(VENV_PYTHON) ? VENV_PYTHON : "python3";

const DRIVER = `
import json, sys
sys.path.insert(0, sys.argv[1])
import travis234_mcp_extension as shim
contract = json.loads(shim.CONTRACT_PATH.read_text(encoding="utf-8"))
out = []
for text in json.loads(sys.stdin.read()):
    args = json.loads(text)
    out.append({"context": shim.policy_context(contract, args), "forwarded": json.dumps(args)})
print(json.dumps(out))
`;

interface ShimAnswer {
  readonly context: Record<string, string>;
  readonly forwarded: string;
}

/** One Python process for the whole batch: each text parsed as the host parses a tool call. */
function shim(texts: readonly string[]): ShimAnswer[] {
  const r = spawnSync(PYTHON, ["-c", DRIVER, join(ROOT, "python")], {
    input: JSON.stringify(texts),
    encoding: "utf8",
    timeout: 60_000,
    maxBuffer: 256 * 1024 * 1024,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", PYTHONDONTWRITEBYTECODE: "1" },
  });
  expect(r.status, r.stderr).toBe(0);
  const answers = JSON.parse(r.stdout) as ShimAnswer[];
  expect(answers).toHaveLength(texts.length);
  return answers;
}

/** Asserts both sides agree on every text; returns the contexts for further checks. */
function expectParity(texts: readonly string[]): Record<string, string>[] {
  return shim(texts).map((answer, i) => {
    const forwarded: unknown = JSON.parse(answer.forwarded);
    const ts = approvalContext(forwarded);
    expect(answer.context, `request ${texts[i]?.slice(0, 300)}`).toEqual(ts);
    // What the shim approves is what the sidecar runs, once the named server is configured.
    const d = decide(forwarded);
    if (d.kind === "request") {
      const n = normalise(forwarded, [d.server]);
      expect(n.kind === "request" && n.request.label === ts.operation, texts[i]).toBe(true);
    } else expect(normalise(forwarded, []).kind, texts[i]).toBe(d.kind === "serverless" ? "servers" : d.kind);
    return ts;
  });
}

// ---------------------------------------------------------------------------------------------
// Requests, mostly malformed.

const FIELD_NAMES = Object.keys(REQUEST_FIELDS);
const FIELDS = REQUEST_FIELDS as Record<string, { kind: string; prefix?: string }>;
const OPERATION_IDS = OPERATIONS.map((o) => o.id as string);
// The table's trimmed white space, and white space only one language's own trim knows (\x1c-\x1f
// and \x85 for Python's str.strip, U+FEFF for JavaScript's trim), and a zero-width space (neither).
const WHITE = [
  " ",
  "\t",
  "\n",
  "\r",
  "\u000b",
  "\u00a0",
  "\u2028",
  "\u3000",
  "\ufeff",
  "\u001c",
  "\u001f",
  "\u0085",
  "\u200b",
  "\u180e",
];
const white = fc.constantFrom(...WHITE);
const word = fc.constantFrom("fx", "docs", "a b", "echo", "get-sum", "😀", "\ud800", "é", "{server}");
const padded = fc
  .tuple(fc.array(white, { maxLength: 3 }), word, fc.array(white, { maxLength: 3 }))
  .map(([a, w, b]) => `${a.join("")}${w}${b.join("")}`);
const blank = fc.array(white, { maxLength: 4 }).map((a) => a.join(""));
const huge = fc
  .tuple(
    fc.constantFrom("s", "😀", "é", " ", "\u00a0", "a😀"),
    fc.integer({ min: 80, max: 400 }),
    fc.array(white, { maxLength: 2 }),
  )
  .map(([c, n, pad]) => `${pad.join("")}${c.repeat(n)}${pad.join("")}`);
const hexDigits = (n: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: n, maxLength: n });
const reference = fc.oneof(
  fc.tuple(fc.constantFrom("mcp-resource-", "mcp-output-"), hexDigits(REFERENCE_HEX_CHARS)).map(([p, h]) => p + h),
  fc
    .tuple(
      fc.constantFrom("mcp-resource-", "mcp-output-", "mcp-resource", "MCP-output-", ""),
      fc.integer({ min: REFERENCE_HEX_CHARS - 1, max: REFERENCE_HEX_CHARS + 1 }),
      fc.constantFrom("", "\n", " ", "A"),
    )
    .chain(([p, n, tail]) => hexDigits(n).map((h) => p + h + tail)),
  // `resource` also takes a URI: near misses too (no scheme, a space, a control or non-ASCII character, too long).
  fc
    .tuple(
      fc.constantFrom("websec:", "https://", "file:///", "1abc:", ":", "a+b.c-d:"),
      fc.constantFrom("//skills/index", "x", "", " y", "a\u0007b", "é", "a".repeat(400), "p?q=1#f"),
    )
    .map(([a, b]) => a + b),
);
const number = fc.oneof(
  fc.integer({ min: -3, max: 50 }),
  fc.constantFrom(2 ** 53 - 1, 2 ** 53, 1e21, -0, 0.5, 3.25),
  fc.double(),
);
const operation = fc.constantFrom(...OPERATION_IDS, "drop", "TOOLS.LIST", " tools.list", "status", "call", "list");
const plainObject = fc.oneof(
  fc.constant({}),
  fc.dictionary(
    fc.constantFrom("topic", "x", "__proto__", "constructor"),
    fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.constant(null), fc.constant({})),
    { maxKeys: 3 },
  ),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  padded,
  blank,
  huge,
  reference,
  number,
  operation,
  plainObject,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.integer()), { maxLength: 2 }),
  fc.string({ maxLength: 6, unit: "grapheme" }),
);

/** Offsets: small ones, and the table's bound with its neighbours (the largest valid offset, the first invalid one). */
const MAX_OFFSET = APPROVAL_TABLE.maxOffset;
const offset = fc.oneof(
  { weight: 3, arbitrary: fc.nat({ max: 5000 }) },
  { weight: 1, arbitrary: fc.constantFrom(MAX_OFFSET, MAX_OFFSET + 1, MAX_OFFSET - 1, -1) },
);

/** A value that fits the field's kind most of the time, so that valid requests are common too. */
function valueFor(key: string): fc.Arbitrary<unknown> {
  const kind = FIELDS[key]?.kind;
  const fitting: fc.Arbitrary<unknown> =
    kind === "operation"
      ? operation
      : kind === "object"
        ? plainObject
        : kind === "reference"
          ? reference
          : kind === "offset"
            ? offset
            : kind === "text"
              ? fc.oneof(padded, padded, huge)
              : anyValue;
  return fc.oneof({ weight: 3, arbitrary: fitting }, { weight: 2, arbitrary: anyValue });
}

const KEYS = [...FIELD_NAMES, "Server", "__proto__", "toString", " server", "servers", "op"];
const entry = fc.constantFrom(...KEYS).chain((k) => valueFor(k).map((v) => [k, v] as const));
const requestObject = fc
  .tuple(fc.option(valueFor("server"), { freq: 6, nil: undefined }), fc.array(entry, { maxLength: 4 }))
  .map(([server, entries]) =>
    Object.fromEntries([...(server === undefined ? [] : [["server", server] as const]), ...entries]),
  );
/** A spec example (valid) with one field set to something random, or removed. */
const example = fc
  .tuple(
    fc.constantFrom(...OPERATIONS.map((o) => o.example)),
    fc.constantFrom(...KEYS),
    fc.option(anyValue, { freq: 2, nil: undefined }),
    fc.boolean(),
  )
  .map(([ex, k, v, keep]) => {
    const r: Record<string, unknown> = JSON.parse(
      JSON.stringify(ex)
        .replace(/\{server\}/g, "fx")
        .replace(/\{tool\}/g, "echo"),
    );
    if (keep) return r;
    if (v === undefined) delete r[k];
    else Object.defineProperty(r, k, { value: v, enumerable: true, writable: true, configurable: true });
    return r;
  });
const request: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: requestObject },
  { weight: 3, arbitrary: example },
  { weight: 1, arbitrary: anyValue },
);

/** The JSON text the model would send; sometimes a whole number written as a float (3.0). */
const text = fc.tuple(request, fc.boolean()).map(([r, float]) => {
  const json = JSON.stringify(r) ?? "null";
  return float ? json.replace(/"offset":(\d+)(?=[,}])/, '"offset":$1.0') : json;
});

// Batches of the random parity property, one Python process each. The mutation run
// (vitest.stryker.config.ts) sets fewer: it runs this file once per mutant of src/proxy/approval.ts.
const FULL_BATCHES = 30;
const BATCHES = Number(process.env.APPROVAL_PARITY_BATCHES ?? FULL_BATCHES);

describe("the shim and the sidecar decide the approval context from one table", () => {
  it("random requests, mostly malformed, get identical contexts on both sides", { timeout: 240_000 }, () => {
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(fc.array(text, { minLength: 50, maxLength: 150 }), (texts) => {
        for (const c of expectParity(texts))
          seen.set(c.operation as string, (seen.get(c.operation as string) ?? 0) + 1);
      }),
      { numRuns: Math.min(BATCHES, fc.readConfigureGlobal().numRuns ?? BATCHES) },
    );
    // The generator reaches every outcome: status, validation and each operation's label (over the
    // full number of batches; a shortened run only checks parity).
    if (BATCHES < FULL_BATCHES) return;
    const labels = [
      APPROVAL_TABLE.statusLabel,
      APPROVAL_TABLE.invalidLabel,
      ...Object.values(APPROVAL_TABLE.operations).map((o) => o.label),
    ];
    for (const label of labels) expect(seen.get(label) ?? 0, `no request was labelled ${label}`).toBeGreaterThan(0);
  });

  // The malformed forms on which the shim once gave an operation label while the sidecar refused
  // the request, the one it already got right, and well-formed controls.
  const MALFORMED: readonly [string, unknown][] = [
    ["an unknown field", { server: "docs", bogus: 1 }],
    ["a field without operation", { server: "docs", query: "issue" }],
    ["a legacy field with operation", { server: "docs", operation: "tools.list", tool: "echo" }],
    ["a field of another operation", { server: "docs", operation: "tools.list", query: "issue" }],
    ["a required field missing", { server: "docs", operation: "tools.call" }],
    ["args that are not an object", { server: "docs", tool: "echo", args: "[1]" }],
    ["a malformed reference", { server: "docs", operation: "resources.read", resource: "mcp-resource-XYZ" }],
    ["several legacy operations", { server: "docs", search: "a", tool: "b" }],
  ];
  const CONTROLS: readonly [unknown, Record<string, string>][] = [
    [{}, { operation: "status" }],
    [{ server: null, tool: null }, { operation: "status" }],
    [
      { server: " docs\u00a0", tool: "echo", args: null },
      { server: "docs", operation: "call" },
    ],
    [
      { server: "unconfigured", operation: "prompts.get", prompt: "p", arguments: { a: "b" } },
      { server: "unconfigured", operation: "prompts.get" },
    ],
    [
      { server: "docs", operation: "output.read", output: `mcp-output-${"0".repeat(REFERENCE_HEX_CHARS)}`, offset: 3 },
      { server: "docs", operation: "output.read" },
    ],
  ];
  // The bound itself: maxOffset is a valid offset on both sides, maxOffset + 1 is not.
  const OUTPUT = `mcp-output-${"0".repeat(REFERENCE_HEX_CHARS)}`;
  const BOUNDS: readonly [unknown, Record<string, string>][] = [
    [
      { server: "docs", operation: "output.read", output: OUTPUT, offset: MAX_OFFSET },
      { server: "docs", operation: "output.read" },
    ],
    [
      { server: "docs", operation: "output.read", output: OUTPUT, offset: MAX_OFFSET + 1 },
      { operation: APPROVAL_TABLE.invalidLabel },
    ],
    [
      { server: "docs", operation: "output.read", output: OUTPUT, offset: -1 },
      { operation: APPROVAL_TABLE.invalidLabel },
    ],
  ];

  it("maxOffset is the largest offset both sides accept", () => {
    const texts = [
      ...BOUNDS.map(([r]) => JSON.stringify(r)),
      JSON.stringify(BOUNDS[0]?.[0]).replace(`"offset":${MAX_OFFSET}`, `"offset":${MAX_OFFSET}.0`),
    ];
    expect(texts.at(-1)).toContain(`"offset":${MAX_OFFSET}.0`);
    const contexts = expectParity(texts);
    for (const [i, [r, want]] of BOUNDS.entries()) expect(contexts[i], JSON.stringify(r)).toEqual(want);
    expect(contexts.at(-1)).toEqual(BOUNDS[0]?.[1]);
  });

  // A whole offset the model wrote as 3.0 is a float to the shim and the integer 3 to the sidecar.
  const FLOAT_OFFSET = JSON.stringify(CONTROLS.at(-1)?.[0]).replace('"offset":3', '"offset":3.0');

  it("the malformed forms are validation on both sides; well-formed ones carry the server and label", () => {
    const texts = [
      ...MALFORMED.map(([, r]) => JSON.stringify(r)),
      ...CONTROLS.map(([r]) => JSON.stringify(r)),
      FLOAT_OFFSET,
    ];
    expect(FLOAT_OFFSET).toContain('"offset":3.0');
    const contexts = expectParity(texts);
    for (const [i, [what]] of MALFORMED.entries())
      expect(contexts[i], what).toEqual({ operation: APPROVAL_TABLE.invalidLabel });
    for (const [i, [r, want]] of CONTROLS.entries())
      expect(contexts[MALFORMED.length + i], JSON.stringify(r)).toEqual(want);
    expect(contexts.at(-1)).toEqual(CONTROLS.at(-1)?.[1]);
  });
});
