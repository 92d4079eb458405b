// The Python shim's own bounds are the `host.*` rows of spec/limits.yaml, which it reads from
// host-contract.json (python/travis234_mcp_packaging/contract.py): every row is read by the shim,
// every id it reads is a row, and no number is written as a bound in the shim. The files are
// parsed with Python's ast, so a number in a comment or docstring does not count.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as loadYaml } from "yaml";
import { LIMITS } from "../../generated/limits.js";

const ROOT = join(import.meta.dirname, "..", "..");
const PY_FILES = [
  join(ROOT, "python", "travis234_mcp_extension.py"),
  ...["travis234_mcp_packaging", "travis234_mcp_shim"].flatMap((dir) =>
    readdirSync(join(ROOT, "python", dir))
      .filter((n) => n.endsWith(".py"))
      .map((n) => join(ROOT, "python", dir, n)),
  ),
];
const contract = JSON.parse(readFileSync(join(ROOT, "generated", "host-contract.json"), "utf8")) as {
  limits: Record<string, number>;
  policy: { valueMaxChars: number };
};
const HOST_ROWS: { id: string; value?: number }[] = Object.values(LIMITS).filter((l) => l.area === "host");

/** Module constants that are numbers but no bound of the shim's, and why. */
const NOT_BOUNDS: Readonly<Record<string, string>> = {
  MIN_NODE_MAJOR: "the Node.js major version the adapter needs (package.json engines), not a bound",
};

const PY_SCAN = `
import ast, json, sys
out = []
for path in sys.argv[1:]:
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    reads, constants, timeouts = [], [], []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("limit", "seconds"):
            arg = node.args[0] if node.args else None
            reads.append(arg.value if isinstance(arg, ast.Constant) else None)
        if isinstance(node, ast.Call):
            for kw in node.keywords:
                if kw.arg in ("timeout", "wait_s") and isinstance(kw.value, ast.Constant):
                    timeouts.append(node.lineno)
            if isinstance(node.func, ast.Attribute) and node.func.attr == "wait_for" and len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
                timeouts.append(node.lineno)
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Constant) and type(node.value.value) in (int, float):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            constants += [t.id for t in targets if isinstance(t, ast.Name)]
    out.append({"file": path, "reads": reads, "constants": constants, "timeouts": timeouts})
print(json.dumps(out))
`;
const scan = JSON.parse(execFileSync("python3", ["-c", PY_SCAN, ...PY_FILES], { encoding: "utf8" })) as {
  file: string;
  reads: (string | null)[];
  constants: string[];
  timeouts: number[];
}[];

describe("the shim's bounds", () => {
  it("are host.* rows that host-contract.json carries with their values", () => {
    expect(HOST_ROWS.length).toBeGreaterThan(5);
    for (const row of HOST_ROWS) expect(contract.limits[row.id], row.id).toBe(row.value);
  });

  it("every host.* row is read by the shim, and the shim reads no id that is not one", () => {
    // contract.py defines limit() and seconds(); seconds() calls limit() with its parameter.
    const reads = scan.filter((f) => !f.file.endsWith("contract.py")).flatMap((f) => f.reads);
    expect(reads).not.toContain(null); // an id built at run time could not be checked here
    // The approval table names its own bound (spec/proxy-request.yaml approval.valueMaxChars); codegen
    // puts the value in the contract's policy table, which python/travis234_mcp_packaging/policy.py reads.
    const viaTable = (
      loadYaml(readFileSync(join(ROOT, "spec/proxy-request.yaml"), "utf8")) as { approval: { valueMaxChars: string } }
    ).approval.valueMaxChars;
    expect(contract.policy.valueMaxChars).toBe(HOST_ROWS.find((r) => r.id === viaTable)?.value);
    expect([...new Set([...reads, viaTable])].sort()).toEqual(HOST_ROWS.map((r) => r.id).sort());
  });

  it("no number is written as a bound: no numeric module constant, no literal timeout", () => {
    const found = scan.flatMap((f) => [
      ...f.constants.filter((c) => !(c in NOT_BOUNDS)).map((c) => `${relative(ROOT, f.file)}: ${c}`),
      ...f.timeouts.map((line) => `${relative(ROOT, f.file)}:${line}: a literal timeout`),
    ]);
    expect(found).toEqual([]);
  });
});
