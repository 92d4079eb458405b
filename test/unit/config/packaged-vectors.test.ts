// The shared packaged-descriptor vectors (test/fixtures/packaged/vectors.json) through the
// TypeScript side: validatePackagedServer, validateFacade and PackagedRegistry. The Python API runs
// the same file (test/python/test_packaging.py), so both accept and refuse alike.
import { chmodSync, mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { PackagedRegistry } from "../../../src/config/index.js";
import { AdapterError } from "../../../src/errors/index.js";
import { tempDir } from "../../support/temp.js";

interface VectorFile {
  readonly path: string;
  readonly content?: string;
  readonly mode?: string;
  readonly symlink?: string;
  readonly dir?: boolean;
}

type Expect = "ok" | { readonly code: string; readonly data: Record<string, string> };

interface VectorStep {
  readonly register: "server" | "facade";
  readonly descriptor: unknown;
  readonly expect: Expect;
  readonly result?: Record<string, unknown>;
  /** The facade's provider-visible parameters, checked on the Python side (test_packaging.py). */
  readonly parameters?: unknown;
}

interface VectorCase {
  readonly name: string;
  readonly files: readonly VectorFile[];
  readonly steps: readonly VectorStep[];
}

const VECTORS = resolve(import.meta.dirname, "../../fixtures/packaged/vectors.json");
const cases = (JSON.parse(readFileSync(VECTORS, "utf8")) as { cases: VectorCase[] }).cases;

function substitute(value: unknown, places: Record<string, string>): unknown {
  if (typeof value === "string")
    return value.replace(/\{\{(base|root|outside)\}\}/g, (_, k: string) => places[k] as string);
  if (Array.isArray(value)) return value.map((v) => substitute(v, places));
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, places)]));
  return value;
}

/** A fresh real-path temp tree with root/ and outside/ and the case's files. */
function tree(files: readonly VectorFile[]): Record<string, string> {
  const base = realpathSync(tempDir("packaged-vectors-"));
  const places = { base, root: join(base, "root"), outside: join(base, "outside") };
  mkdirSync(places.root);
  mkdirSync(places.outside);
  for (const f of files) {
    const path = join(base, f.path);
    mkdirSync(dirname(path), { recursive: true });
    if (f.dir) mkdirSync(path, { recursive: true });
    else if (f.symlink !== undefined) symlinkSync(substitute(f.symlink, places) as string, path);
    else {
      writeFileSync(path, f.content ?? "");
      chmodSync(path, Number.parseInt(f.mode ?? "644", 8));
    }
  }
  return places;
}

type Outcome = { ok: true; value: unknown } | { ok: false; code: string; data: unknown };

function run(registry: PackagedRegistry, step: VectorStep, descriptor: unknown): Outcome {
  try {
    return {
      ok: true,
      value: step.register === "server" ? registry.registerServer(descriptor) : registry.registerFacade(descriptor),
    };
  } catch (err) {
    if (!AdapterError.isInstance(err)) throw err;
    return { ok: false, code: err.code, data: err.data };
  }
}

describe("shared packaged-descriptor vectors (TypeScript)", () => {
  it("has cases for every filesystem rule, both descriptor kinds and the registry", () => {
    const codes = new Set(cases.flatMap((c) => c.steps.map((s) => (s.expect === "ok" ? "ok" : s.expect.code))));
    for (const code of [
      "ok",
      "MCPA_PACKAGED_INVALID",
      "MCPA_PACKAGED_NOT_ABSOLUTE",
      "MCPA_PACKAGED_OUTSIDE_ROOT",
      "MCPA_PACKAGED_NOT_FILE",
      "MCPA_PACKAGED_NOT_EXECUTABLE",
      "MCPA_PACKAGED_CONFLICT",
      "MCPA_PACKAGED_FACADE_BEFORE_SERVER",
      "MCPA_PACKAGED_FACADE_NAME",
    ]) {
      expect(codes, code).toContain(code);
    }
    expect(cases.some((c) => c.files.some((f) => f.symlink !== undefined))).toBe(true);
  });

  for (const c of cases) {
    it(c.name, () => {
      const places = tree(c.files);
      const registry = new PackagedRegistry();
      c.steps.forEach((step, i) => {
        const got = run(registry, step, substitute(step.descriptor, places));
        const where = `step ${i}`;
        if (step.expect === "ok") {
          expect(got, where).toMatchObject({ ok: true });
        } else {
          expect(got, where).toEqual({ ok: false, code: step.expect.code, data: step.expect.data });
        }
        if (got.ok && step.result) expect(got.value, where).toMatchObject(substitute(step.result, places) as object);
      });
    });
  }
});
