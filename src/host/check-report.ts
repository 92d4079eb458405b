// `travis234-mcp check`: the configuration as the adapter loads it, for the people who write it.
// Prints sources, merged servers (references by name, never values) and every problem; never
// connects, resolves or writes anything.
import type { ConfigProblem, LoadedConfig, ServerConfig } from "../config/index.js";
import { TRUST_HOW_TO } from "../config/index.js";
import { stripControl } from "../errors/index.js";
import { displayUri, parseTemplate, redactArgs, referenceNames } from "../secrets/index.js";

interface TemplateSummary {
  readonly references: readonly string[];
  readonly literalChars: number;
}

/** What may be said about an env or header value: the variables it references, never its text. */
function summariseTemplate(template: string): TemplateSummary {
  const parsed = parseTemplate(template);
  if (!parsed.ok) return { references: [], literalChars: [...template].length };
  const literalChars = parsed.parts.reduce((n, p) => n + (p.kind === "literal" ? [...p.text].length : 0), 0);
  return { references: referenceNames(parsed.parts), literalChars };
}

function describeTemplate(t: TemplateSummary): string {
  if (t.references.length === 0) return `literal (${t.literalChars} characters, not shown)`;
  const refs = `references ${t.references.join(", ")}`;
  return t.literalChars > 0 ? `${refs} and ${t.literalChars} literal characters` : refs;
}

/** One server as check --json and get --json show it: references by name, never values. */
export function serverJson(s: ServerConfig): Record<string, unknown> {
  const templates = (m: Readonly<Record<string, string>>): Record<string, TemplateSummary> =>
    Object.fromEntries(Object.entries(m).map(([k, v]) => [k, summariseTemplate(v)]));
  const common = {
    name: s.name,
    transport: s.transport,
    source: { file: s.origin.file, scope: s.origin.scope },
    ...(s.requestTimeoutMs !== undefined ? { requestTimeoutMs: s.requestTimeoutMs } : {}),
    reconnect: s.reconnect,
    ...(s.tools ? { tools: s.tools } : {}),
  };
  if (s.transport === "stdio") {
    return {
      ...common,
      command: s.command,
      args: redactArgs(s.args),
      ...(s.cwd !== undefined ? { cwd: s.cwd } : {}),
      env: templates(s.env),
    };
  }
  return { ...common, url: displayUri(s.url), headers: templates(s.headers) };
}

export function checkReport(config: LoadedConfig): Record<string, unknown> {
  return {
    ok: config.problems.length === 0,
    sources: config.sources,
    servers: [...config.servers.values()].map(serverJson),
    off: [...config.off.values()].map((o) => ({ name: o.name, source: o.origin.file })),
    disabled: [...config.disabled.values()].map((d) => ({
      name: d.name,
      source: d.origin.file,
      codes: d.problems.map((p) => p.code),
    })),
    failedFiles: config.failedFiles,
    projectTrust: config.projectTrust,
    ignoredProjectFiles: config.ignoredProjectFiles,
    problems: config.problems,
    notices: config.notices,
  };
}

export function formatProblem(p: ConfigProblem): string {
  const where = p.line > 0 ? `${p.file}:${p.line}:${p.column}` : p.file;
  const pointer = p.pointer === "" ? "" : `  ${p.pointer}`;
  return `  ${where}${pointer}  ${p.code}\n    ${p.message}\n    fix: ${p.hint}`;
}

/** Plain names print as they are; any other name is quoted so that spaces stay visible. */
const showName = (name: string): string => (/^[\w.@-]+$/.test(name) ? name : JSON.stringify(name));

const STATUS_NOTE: Readonly<Record<string, string>> = {
  read: "",
  missing: "",
  ignored: "  (project not trusted; see below)",
  refused: "  (inside ~/.pi, which the adapter never reads)",
  failed: "  (could not be used; see errors)",
};

export function formatCheck(config: LoadedConfig): string {
  const out: string[] = ["Configuration sources (lowest precedence first):"];
  for (const s of config.sources) {
    const count = s.status === "read" ? `  (${s.servers.length} server${s.servers.length === 1 ? "" : "s"})` : "";
    out.push(`  ${s.status.padEnd(8)} ${s.path}${count}${STATUS_NOTE[s.status] ?? ""}`);
  }
  out.push("");
  if (config.ignoredProjectFiles.length > 0) {
    out.push(
      `Project files are ignored: pass --trusted to check them here. For Travis234 itself, ${TRUST_HOW_TO}.`,
      "",
    );
  }
  if (config.failedFiles.length > 0) {
    out.push(
      "Every file-configured server is disabled: a configuration file could not be used, and the adapter cannot know what it meant to override.",
      "",
    );
  }
  out.push(`Servers (${config.servers.size} usable, ${config.off.size} off, ${config.disabled.size} disabled):`);
  if (config.servers.size === 0 && config.off.size === 0 && config.disabled.size === 0) out.push("  (none)");
  for (const s of config.servers.values()) {
    out.push(`  ${showName(s.name)}  ${s.transport}  from ${s.origin.file}`);
    if (s.transport === "stdio") {
      out.push(`    command  ${s.command}`);
      if (s.args.length > 0) out.push(`    args     ${JSON.stringify(redactArgs(s.args))}`);
      if (s.cwd !== undefined) out.push(`    cwd      ${s.cwd}`);
      for (const [k, v] of Object.entries(s.env)) out.push(`    env.${k}  ${describeTemplate(summariseTemplate(v))}`);
    } else {
      out.push(`    url      ${displayUri(s.url)}`);
      for (const [k, v] of Object.entries(s.headers))
        out.push(`    headers.${k}  ${describeTemplate(summariseTemplate(v))}`);
    }
    if (s.requestTimeoutMs !== undefined) out.push(`    requestTimeoutMs  ${s.requestTimeoutMs}`);
    const r = s.reconnect;
    out.push(
      `    reconnect  automatic=${r.automatic ? "on" : "off"} maxAttempts=${r.maxAttempts} baseDelayMs=${r.baseDelayMs}`,
    );
    if (s.tools?.include) out.push(`    includeTools  ${JSON.stringify(s.tools.include)}`);
    if (s.tools?.exclude) out.push(`    excludeTools  ${JSON.stringify(s.tools.exclude)}`);
  }
  for (const o of config.off.values())
    out.push(`  ${showName(o.name)}  off (disabled: true) in ${o.origin.file}; never started`);
  for (const d of config.disabled.values()) {
    out.push(
      `  ${showName(d.name)}  disabled by ${d.problems.length} error${d.problems.length === 1 ? "" : "s"} in ${d.origin.file}`,
    );
  }
  out.push("");
  if (config.notices.length > 0) {
    out.push(`Notices (${config.notices.length}):`);
    for (const n of config.notices) out.push(formatProblem(n).replace("\n    fix: ", "\n    note: "));
    out.push("");
  }
  if (config.problems.length === 0) {
    out.push("No problems found.");
  } else {
    out.push(`Errors (${config.problems.length}):`);
    for (const p of config.problems) out.push(formatProblem(p));
  }
  return stripControl(`${out.join("\n")}\n`);
}
