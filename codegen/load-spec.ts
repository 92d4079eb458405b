// Reads spec/*.yaml, validates each file against its meta-schema in spec/meta, and returns the
// parsed documents with their content hashes. The only files codegen ever reads besides templates.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { Ajv } from "ajv";

export interface SpecFile<T> {
  readonly file: string;
  readonly sha256: string;
  readonly data: T;
}

export const SPEC_FILES = [
  "config.schema.yaml",
  "credentials.yaml",
  "errors.yaml",
  "limits.yaml",
  "packaged.yaml",
  "proxy-request.yaml",
  "sidecar-protocol.yaml",
  "sources.yaml",
] as const;

export type SpecName = (typeof SPEC_FILES)[number];

export function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** YAML 1.2 core schema only: no custom tags, no merge keys, no anchors. */
export function parseYaml(text: string, file: string): unknown {
  return parse(text, { schema: "core", merge: false, maxAliasCount: 0, uniqueKeys: true, prettyErrors: true, customTags: [] }) ?? (() => {
    throw new Error(`${file}: empty document`);
  })();
}

export function loadSpec(root: string): Record<SpecName, SpecFile<unknown>> {
  const dir = join(root, "spec");
  const present = readdirSync(dir).filter((f) => f.endsWith(".yaml")).sort();
  const expected = [...SPEC_FILES].sort();
  if (JSON.stringify(present) !== JSON.stringify(expected)) {
    throw new Error(`spec/ must hold exactly ${expected.join(", ")}; found ${present.join(", ")}`);
  }
  const ajv = new Ajv({ strict: true, strictRequired: false, allErrors: true });
  const out = {} as Record<SpecName, SpecFile<unknown>>;
  for (const name of SPEC_FILES) {
    const text = readFileSync(join(dir, name), "utf8");
    const data = parseYaml(text, `spec/${name}`);
    if (name !== "config.schema.yaml") {
      const metaFile = join(dir, "meta", name.replace(/\.yaml$/, ".schema.json"));
      const meta = JSON.parse(readFileSync(metaFile, "utf8")) as object;
      const validate = ajv.compile(meta);
      if (!validate(data)) {
        const problems = (validate.errors ?? []).map((e: { instancePath: string; message?: string; keyword: string }) => `  ${e.instancePath || "/"} ${e.message ?? e.keyword}`);
        throw new Error(`spec/${name} does not match spec/meta:\n${problems.join("\n")}`);
      }
    }
    out[name] = { file: `spec/${name}`, sha256: sha256(text), data };
  }
  return out;
}
