// The one header every generated file and region carries: what it is made from, the hash of that,
// the generator, "do not edit" and the command that remakes it. No timestamps and no absolute paths,
// so output is byte-stable. Each source's hash covers only the part of the spec file the output is
// made from (`part`), so that a new row changes the header of the outputs it changes and no other.
import { sha256 } from "./load-spec.js";

export interface Source {
  readonly file: string;
  readonly sha256: string;
}

export interface Provenance {
  readonly sources: readonly Source[];
  readonly emitter: string;
}

/** One input of an output: the spec file and the hash of the part of it the output uses. */
export function part(file: string, data: unknown): Source {
  return { file, sha256: sha256(JSON.stringify(data) ?? "") };
}

function headerLines(p: Provenance): string[] {
  const from = p.sources.map((s) => `${s.file} (sha256 ${s.sha256.slice(0, 16)})`).join(", ");
  return [
    `Generated from ${from} by ${p.emitter}; do not edit.`,
    "Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.",
  ];
}

export function tsHeader(p: Provenance): string {
  return headerLines(p)
    .map((l) => `// ${l}`)
    .join("\n");
}

export function mdHeader(p: Provenance): string {
  return `<!-- ${headerLines(p).join(" ")} -->`;
}
