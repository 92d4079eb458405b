// The one header every generated file carries: source, content hash, generator, "do not edit" and
// the command that remakes it. No timestamps and no absolute paths, so output is byte-stable.
export interface Provenance {
  readonly sources: readonly { file: string; sha256: string }[];
  readonly emitter: string;
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
