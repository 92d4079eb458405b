// Reads spec/*.yaml, validates each file against its meta-schema in spec/meta, and returns the
// parsed documents with their content hashes. The only files codegen ever reads besides templates.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ErrorObject } from "ajv";
import { Ajv } from "ajv";
import { LineCounter, parse, parseDocument } from "yaml";

export interface SpecFile<T> {
  readonly file: string;
  readonly sha256: string;
  readonly data: T;
}

const SPEC_FILES = [
  "cli.yaml",
  "client-duties.yaml",
  "config.schema.yaml",
  "credentials.yaml",
  "errors.yaml",
  "limits.yaml",
  "model-text.yaml",
  "packaged.yaml",
  "proxy-request.yaml",
  "sidecar-protocol.yaml",
  "sources.yaml",
  "worker-delegation.yaml",
] as const;

export type SpecName = (typeof SPEC_FILES)[number];

export function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** YAML 1.2 core schema only: no custom tags, no merge keys, no anchors. */
export function parseYaml(text: string, file: string): unknown {
  return (
    parse(text, {
      schema: "core",
      merge: false,
      maxAliasCount: 0,
      uniqueKeys: true,
      prettyErrors: true,
      customTags: [],
    }) ??
    (() => {
      throw new Error(`${file}: empty document`);
    })()
  );
}

export function loadSpec(root: string): Record<SpecName, SpecFile<unknown>> {
  const dir = join(root, "spec");
  const present = readdirSync(dir)
    .filter((f) => f.endsWith(".yaml"))
    .sort();
  const expected = [...SPEC_FILES].sort();
  if (JSON.stringify(present) !== JSON.stringify(expected)) {
    throw new Error(`spec/ must hold exactly ${expected.join(", ")}; found ${present.join(", ")}`);
  }
  const ajv = new Ajv({ strict: true, strictRequired: false, allErrors: true });
  const out = {} as Record<SpecName, SpecFile<unknown>>;
  for (const name of SPEC_FILES) {
    const text = readFileSync(join(dir, name), "utf8");
    const data = parseYaml(text, `spec/${name}`);
    const metaFile = join(dir, "meta", name.replace(/\.yaml$/, ".schema.json"));
    const meta = JSON.parse(readFileSync(metaFile, "utf8")) as object;
    const validate = ajv.compile(meta);
    if (!validate(data)) {
      const problems = describeProblems(validate.errors ?? [], text);
      throw new Error(
        `spec/${name} does not match spec/meta/${name.replace(/\.yaml$/, ".schema.json")}:\n${problems.join("\n")}`,
      );
    }
    out[name] = { file: `spec/${name}`, sha256: sha256(text), data };
  }
  return out;
}

const unescapePointer = (s: string): string => s.replace(/~1/g, "/").replace(/~0/g, "~");

/** line:col of the node at a JSON pointer (or of `key` in the mapping there), 1-based. */
function position(text: string, pointer: string, key?: string): string {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: true });
  const path: (string | number)[] = pointer === "" ? [] : pointer.slice(1).split("/").map(unescapePointer);
  const node = path.length === 0 ? doc.contents : doc.getIn(path, true);
  let offset: number | undefined;
  if (node && typeof node === "object" && "range" in node) {
    offset = (node.range as [number, number, number])[0];
    const items = (node as { items?: { key?: { value?: unknown; range?: [number, number, number] } }[] }).items;
    const found = key === undefined ? undefined : items?.find((p) => p.key?.value === key)?.key?.range;
    if (found) offset = found[0];
  }
  if (offset === undefined) return "?:?";
  const { line, col } = counter.linePos(offset);
  return `${line}:${col}`;
}

function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next.push(
        Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)),
      );
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

/**
 * One line per problem: line:col, JSON pointer, what is wrong and a fix. An unknown key (the meta-schemas
 * list every key a spec may use) names the nearest known key, so a typo such as x-eror reads as one.
 */
function describeProblems(errors: ErrorObject[], text: string): string[] {
  const unknownKeys = new Map<string, string[]>();
  const lines: string[] = [];
  for (const e of errors) {
    if ((e.keyword === "enum" || e.keyword === "const") && e.propertyName !== undefined) {
      const id = `${e.instancePath}\u0000${e.propertyName}`;
      const params = e.params as { allowedValues?: string[]; allowedValue?: string };
      const allowed = params.allowedValues ?? (params.allowedValue === undefined ? [] : [params.allowedValue]);
      unknownKeys.set(id, [...(unknownKeys.get(id) ?? []), ...allowed]);
    }
  }
  for (const [id, allowed] of unknownKeys) {
    const [pointer = "", key = ""] = id.split("\u0000");
    const known = [...new Set(allowed)];
    const best = known.map((k) => ({ k, d: distance(key, k) })).sort((x, y) => x.d - y.d)[0];
    const hint = best && best.d <= 2 ? `did you mean "${best.k}"?` : `use one of: ${known.join(", ")}`;
    lines.push(`  ${position(text, pointer, key)} ${pointer || "/"}: unknown key "${key}"; ${hint}`);
  }
  for (const e of errors) {
    if (
      e.propertyName !== undefined ||
      e.keyword === "propertyNames" ||
      (e.keyword === "anyOf" && unknownKeys.size > 0)
    )
      continue;
    if (e.keyword === "additionalProperties") {
      const key = (e.params as { additionalProperty: string }).additionalProperty;
      lines.push(
        `  ${position(text, e.instancePath, key)} ${e.instancePath || "/"}: unknown key "${key}"; remove it or add it to the meta-schema`,
      );
      continue;
    }
    const allowed =
      e.keyword === "enum"
        ? `: ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(", ")}`
        : "";
    lines.push(`  ${position(text, e.instancePath)} ${e.instancePath || "/"}: ${e.message ?? e.keyword}${allowed}`);
  }
  return lines;
}
