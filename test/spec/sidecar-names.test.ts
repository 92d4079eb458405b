// Sidecar method and notification names come from spec/sidecar-protocol.yaml only: the sidecar
// handles every request of the spec, the shim handles every notification the sidecar sends, and no
// string literal spells a wire name in the sidecar (src/host/) or the shim (python/). The code is
// parsed (TypeScript compiler, Python's ast), so a name in a comment does not count and one built
// into a literal anywhere does.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Readable } from "node:stream";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SIDECAR_ERRORS } from "../../generated/sidecar.js";
import { Sidecar } from "../../src/host/sidecar.js";

const ROOT = join(import.meta.dirname, "..", "..");
const spec = parse(readFileSync(join(ROOT, "spec", "sidecar-protocol.yaml"), "utf8")) as {
  requests: Record<string, unknown>;
  notifications: Record<string, { direction: "shim-to-sidecar" | "sidecar-to-shim" }>;
};
const contract = JSON.parse(readFileSync(join(ROOT, "generated", "host-contract.json"), "utf8")) as {
  methods: { requests: Record<string, string>; notifications: Record<string, string> };
};
const REQUESTS = Object.keys(spec.requests);
const NOTIFICATIONS = Object.keys(spec.notifications);
const WIRE = new Set([...REQUESTS, ...NOTIFICATIONS]);
const keyOf = (table: Record<string, string>, name: string): string =>
  Object.entries(table).find(([, v]) => v === name)?.[0] ?? `<no key for ${name}>`;

const files = (dir: string, ext: RegExp): string[] =>
  readdirSync(join(ROOT, dir))
    .filter((n) => ext.test(n))
    .map((n) => join(ROOT, dir, n));
const TS_FILES = files("src/host", /\.ts$/);
const PY_FILES = [
  join(ROOT, "python", "travis234_mcp_extension.py"),
  ...files("python/travis234_mcp_packaging", /\.py$/),
  ...files("python/travis234_mcp_shim", /\.py$/),
];

interface TsScan {
  literals: string[];
  /** `X.key` property accesses on the generated tables, by table alias or name. */
  access: { table: string; key: string }[];
  /** Computed keys of the object literal bound to `handlers`. */
  handlerKeys: string[];
}

function scanTs(file: string): TsScan {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const out: TsScan = { literals: [], access: [], handlerKeys: [] };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent))
      out.literals.push(node.text);
    if (ts.isTemplateExpression(node))
      for (const part of [node.head, ...node.templateSpans.map((s) => s.literal)]) out.literals.push(part.text);
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression))
      out.access.push({ table: node.expression.text, key: node.name.text });
    if (
      ts.isPropertyDeclaration(node) &&
      node.name.getText(source) === "handlers" &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const p of node.initializer.properties)
        if (p.name && ts.isComputedPropertyName(p.name)) out.handlerKeys.push(p.name.expression.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

interface PyScan {
  file: string;
  /** Every str constant but docstrings and subscript keys of METHODS or NOTIFICATIONS, with its line. */
  literals: [string, number][];
  keys: { table: string; key: string }[];
}

const PY_SCAN = `
import ast, json, sys
out = []
for path in sys.argv[1:]:
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    keys, skip = [], set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in ("METHODS", "NOTIFICATIONS"):
            if isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
                keys.append({"table": node.value.id, "key": node.slice.value})
                skip.add(id(node.slice))
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skip.add(id(node.value))  # a docstring: prose, not code
    literals = [[n.value, n.lineno] for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in skip]
    out.append({"file": path, "literals": literals, "keys": keys})
print(json.dumps(out))
`;
const scanPy = (): PyScan[] =>
  JSON.parse(execFileSync("python3", ["-c", PY_SCAN, ...PY_FILES], { encoding: "utf8" })) as PyScan[];

describe("sidecar method and notification names", () => {
  it("are generated tables keyed by camelCase, one entry per spec name", () => {
    expect(Object.values(contract.methods.requests).sort()).toEqual([...REQUESTS].sort());
    expect(Object.values(contract.methods.notifications).sort()).toEqual([...NOTIFICATIONS].sort());
    expect(contract.methods.requests.toolCall).toBe("tool/call");
    expect(contract.methods.notifications.cancelRequest).toBe("$/cancelRequest");
  });

  it("the sidecar's handler table names every request of the spec through SIDECAR_METHODS", () => {
    const keys = scanTs(join(ROOT, "src", "host", "sidecar.ts")).handlerKeys;
    expect(keys.sort()).toEqual(REQUESTS.map((m) => `M.${keyOf(contract.methods.requests, m)}`).sort());
  });

  it("every request of the spec reaches a handler; an unknown method does not", async () => {
    const lines: string[] = [];
    const sidecar = new Sidecar({ input: Readable.from([]), write: (l) => lines.push(l), environment: {} });
    const replies = new Map<number, { result?: unknown; error?: { code: number } }>();
    const order = [...REQUESTS.filter((m) => m !== "shutdown"), "no/such-method", "shutdown"];
    for (const [i, method] of order.entries())
      sidecar.handleLine(JSON.stringify({ jsonrpc: "2.0", id: i, method, params: {} }));
    await expect.poll(() => lines.length, { timeout: 10_000 }).toBe(order.length);
    for (const line of lines) {
      const frame = JSON.parse(line) as { id: number; result?: unknown; error?: { code: number } };
      replies.set(frame.id, frame);
    }
    order.forEach((method, i) => {
      const reply = replies.get(i);
      expect("result" in (reply ?? {}) || "error" in (reply ?? {}), method).toBe(true);
      if (method === "no/such-method") expect(reply?.error?.code, method).toBe(SIDECAR_ERRORS.METHOD_NOT_FOUND);
      else expect([reply?.error?.code], method).not.toContain(SIDECAR_ERRORS.METHOD_NOT_FOUND);
    });
    await sidecar.done;
  });

  it("each notification is handled or sent by the side the spec says, through the generated names", () => {
    const host = TS_FILES.flatMap((f) => scanTs(f).access)
      .filter((a) => a.table === "N")
      .map((a) => a.key);
    const shim = scanPy()
      .flatMap((f) => f.keys)
      .filter((k) => k.table === "NOTIFICATIONS")
      .map((k) => k.key);
    for (const name of NOTIFICATIONS) {
      const key = keyOf(contract.methods.notifications, name);
      expect(host, `${name} in src/host`).toContain(key);
      expect(shim, `${name} in the shim`).toContain(key);
    }
  });

  it("every key the shim looks up exists in host-contract.json", () => {
    for (const f of scanPy()) {
      for (const { table, key } of f.keys) {
        const names = table === "METHODS" ? contract.methods.requests : contract.methods.notifications;
        expect(Object.keys(names), `${relative(ROOT, f.file)}: ${table}[${JSON.stringify(key)}]`).toContain(key);
      }
    }
  });

  it("no string literal spells a wire name in src/host/ or the shim", () => {
    const found: string[] = [];
    // The exact name, or a name with a slash inside a longer text (a message built around it).
    const spells = (text: string): boolean =>
      WIRE.has(text) || [...WIRE].some((w) => w.includes("/") && text.includes(w));
    for (const f of TS_FILES)
      for (const text of scanTs(f).literals)
        if (spells(text)) found.push(`${relative(ROOT, f)}: ${JSON.stringify(text)}`);
    for (const f of scanPy())
      for (const [text, line] of f.literals)
        if (spells(text)) found.push(`${relative(ROOT, f.file)}:${line}: ${JSON.stringify(text)}`);
    expect(found).toEqual([]);
  });
});
