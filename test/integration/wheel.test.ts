// `npm run wheel`'s build/wheel.py: the travis234-mcp-ts wheel holds what the shim reads at run time
// (the shim, the packaging API, the Node bundle, bin/, the host contract, a package.json with the
// version and "type": "module"), its RECORD matches its bytes, and two builds are byte-identical.
// Installing it into a host venv and running a worker from it is test/e2e/host-workers.test.ts.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const PYTHON = process.env.TRAVIS234_E2E_PYTHON ?? "python3";
const dirs = [tempDir("wheel-a-"), tempDir("wheel-b-")];
const version = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version as string;
const name = `travis234_mcp_ts-${version}-py3-none-any.whl`;

// Lists the wheel and checks every RECORD line against the bytes it names.
const INSPECT = `
import base64, hashlib, json, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
record = [n for n in z.namelist() if n.endswith(".dist-info/RECORD")][0]
bad = []
for line in z.read(record).decode().splitlines():
    path, digest, size = line.rsplit(",", 2)
    if path == record:
        continue
    data = z.read(path)
    want = "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    if digest != want or int(size) != len(data):
        bad.append(path)
listed = sorted(l.rsplit(",", 2)[0] for l in z.read(record).decode().splitlines())
meta = z.read([n for n in z.namelist() if n.endswith(".dist-info/METADATA")][0]).decode()
pkg = json.loads(z.read("travis234_mcp_ts/package.json"))
print(json.dumps({"names": sorted(z.namelist()), "listed": listed, "bad": bad, "meta": meta, "pkg": pkg}))
`;

import { tempDir } from "../support/temp.js";

describe("the travis234-mcp-ts wheel", () => {
  it("holds the run-time files, a RECORD that matches, and builds reproducibly", () => {
    for (const dir of dirs) {
      const r = spawnSync(PYTHON, ["build/wheel.py", "--out", dir], { cwd: ROOT, encoding: "utf8" });
      expect(r.status, r.stderr).toBe(0);
    }
    const [a, b] = dirs.map((d) => readFileSync(join(d!, name)));
    expect(a!.equals(b!)).toBe(true);
    const r = spawnSync(PYTHON, ["-c", INSPECT, join(dirs[0]!, name)], { encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    const seen = JSON.parse(r.stdout) as {
      names: string[];
      listed: string[];
      bad: string[];
      meta: string;
      pkg: Record<string, unknown>;
    };
    expect(seen.bad).toEqual([]);
    expect(seen.listed).toEqual(seen.names);
    for (const file of [
      "travis234_mcp_ts/__init__.py",
      "travis234_mcp_ts/python/travis234_mcp_extension.py",
      "travis234_mcp_ts/python/travis234_mcp_packaging/workers.py",
      "travis234_mcp_ts/dist/travis234-mcp.mjs",
      "travis234_mcp_ts/dist/travis234-mcp.cjs",
      "travis234_mcp_ts/bin/travis234-mcp.js",
      "travis234_mcp_ts/bin/code-cache.js",
      "travis234_mcp_ts/generated/host-contract.json",
      `travis234_mcp_ts-${version}.data/data/extensions/travis234_mcp_ts.py`,
    ]) {
      expect(seen.names).toContain(file);
    }
    expect(seen.names.some((n) => n.includes("__pycache__"))).toBe(false);
    expect(seen.meta).toMatch(/^Name: travis234-mcp-ts$/m);
    expect(seen.meta).toMatch(new RegExp(`^Version: ${version.replace(/\./g, "\\.")}$`, "m"));
    expect(seen.pkg).toMatchObject({ version, type: "module" });
  }, 60_000);
});
