// Every row of spec/limits.yaml bounds something: src/ reads it by id, the Python shim reads it (the
// host rows, test/spec/host-limits.test.ts), a spec table names it (x-limit in the config schema,
// valueMaxChars in the approval table, the packaged descriptors), or it is listed below as a promise
// that tests measure rather than a bound the code applies. A row added and never used fails here.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../generated/limits.js";
import { ROOT } from "../support/paths.js";

/** Rows no code applies, each with the test that holds the code to it. */
const MEASURED_BY_TESTS: Readonly<Record<string, string>> = {
  "results.labelMaxChars":
    "label lines are the adapter's own words; test/unit/results/model-view.test.ts measures each kind",
  "cancel.settleMs":
    "an aborted call settles within it; test/integration/proxy-stdio-lifecycle.test.ts and test/fault/ time it",
  "memory.sidecarBudgetBytes":
    "the sidecar's peak memory with the worst catalog the bounds allow; test/fault/catalog-memory.test.ts measures it",
};

function text(dir: string, ext: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((e) =>
      e.isDirectory()
        ? text(join(dir, e.name), ext)
        : e.name.endsWith(ext)
          ? readFileSync(join(dir, e.name), "utf8")
          : "",
    )
    .join("\n");
}

describe("spec/limits.yaml rows in use", () => {
  const src = text(join(ROOT, "src"), ".ts");
  const python = text(join(ROOT, "python"), ".py");
  const tables = ["config.schema.yaml", "proxy-request.yaml", "packaged.yaml"]
    .map((f) => readFileSync(join(ROOT, "spec", f), "utf8"))
    .join("\n");
  const ids = Object.keys(LIMITS);

  it("reads every row in src/, python/ or a spec table, or lists it as measured by tests", () => {
    expect(ids.length).toBeGreaterThan(50);
    const quoted = (t: string, id: string): boolean => t.includes(`"${id}"`) || t.includes(`'${id}'`);
    const unused = ids.filter(
      (id) =>
        !quoted(src, id) &&
        !quoted(python, id) &&
        !new RegExp(`:\\s*${id.replace(/\./g, "\\.")}\\s*$`, "m").test(tables) &&
        !(id in MEASURED_BY_TESTS),
    );
    expect(unused).toEqual([]);
  });

  it("keeps the measured list exact: each is a row that no code reads", () => {
    for (const id of Object.keys(MEASURED_BY_TESTS)) {
      expect(ids).toContain(id);
      expect(src.includes(`"${id}"`), `${id} is read by src/ now; remove it from the list`).toBe(false);
    }
  });
});
