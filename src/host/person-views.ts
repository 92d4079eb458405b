// What `/mcp` shows a person besides the model's own texts: where each server comes from with the
// reason of its last failure, and `/mcp check` of the files as they are on disk now, with where
// they differ from the configuration this session loaded (which `/reload` would apply).
import type { LoadedConfig } from "../config/index.js";
import { TRUST_HOW_TO } from "../config/index.js";
import type { AdapterError } from "../errors/index.js";
import { stripControl } from "../errors/index.js";
import type { HostResult } from "../results/index.js";
import type { Runtime } from "../runtime/runtime.js";
import { checkReport, formatCheck } from "./check-report.js";
import type { ServerCheck } from "./connect-report.js";
import { shownName } from "./connect-report.js";

/** A result's text as a person reads it on a terminal: image blocks as a placeholder line. */
export function shown(result: HostResult): string {
  return result.content.map((b) => (b.type === "text" ? stripControl(b.text) : `[image ${b.mimeType}]`)).join("\n");
}

/**
 * Why a configured server does not start, for a person: switched off in its file, or disabled by an
 * error in its own entry (the rest of the file loaded). Undefined for any other name.
 */
export function notStarting(config: LoadedConfig, name: string): string | undefined {
  const off = config.off.get(name);
  if (off !== undefined)
    return `${shownName(name)} is switched off in ${stripControl(off.origin.file, false)} (\`disabled: true\`): remove that, or set it to false, then run /reload.`;
  const broken = config.disabled.get(name)?.problems[0];
  if (broken === undefined) return undefined;
  const at = broken.line === 0 ? "" : `:${broken.line}:${broken.column}`;
  return `${shownName(name)} is disabled by an error in its entry (${broken.code} at ${stripControl(broken.file, false)}${at}): /mcp check shows the fix, then run /reload.`;
}

const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? "" : "s"}`;

/**
 * What a person reads after `/reload`: what the configuration this session loaded holds, in one
 * line, and where to look when something in it does not start.
 */
export function configurationLine(config: LoadedConfig): string {
  const parts = [count(config.servers.size, "usable server")];
  if (config.off.size > 0) parts.push(`${config.off.size} switched off`);
  if (config.disabled.size > 0) parts.push(`${config.disabled.size} disabled by an error in its entry`);
  if (config.failedFiles.length > 0) parts.push(`${count(config.failedFiles.length, "file")} failed to load`);
  if (config.ignoredProjectFiles.length > 0)
    parts.push(`${count(config.ignoredProjectFiles.length, "project file")} ignored (not trusted)`);
  const trouble = config.off.size + config.disabled.size + config.failedFiles.length > 0;
  return `MCP configuration read again: ${parts.join(", ")}. Servers start on first use; /mcp shows them${trouble ? ", /mcp check every problem" : ""}.`;
}

/** Why a named server is not usable, for a person: the catalog hint is written for the model (it
 * says "call {}"), so the person gets the same next step in the words of `/mcp`. */
export function unusableForPerson(
  why: AdapterError<"MCPA_REQUEST_SERVER_CONFIG_FAILED" | "MCPA_REQUEST_SERVER_UNTRUSTED">,
): string {
  if (why.code === "MCPA_REQUEST_SERVER_UNTRUSTED") return `${why.message}\nTo use it, ${TRUST_HOW_TO}.`;
  const { file, position } = why.data as { file: string; position: string };
  return `${why.message}\nFix ${stripControl(file, false)} at ${position} (/mcp check lists every problem), then run /reload.`;
}

/** The message of each server's last failed `/mcp connect` (redacted), per session runtime. */
const connectFailures = new WeakMap<Runtime, Map<string, string>>();

export function rememberConnect(runtime: Runtime, check: ServerCheck): void {
  const failures = connectFailures.get(runtime) ?? new Map<string, string>();
  connectFailures.set(runtime, failures);
  if (check.ok || check.message === undefined) failures.delete(check.name);
  else failures.set(check.name, check.message);
}

/** Per server: where its definition comes from, and after a failure its code, the message of a
 * failed `/mcp connect` and the last line its process wrote on stderr (redacted by the runtime),
 * which usually says why. */
export function originLines(runtime: Runtime): string[] {
  const last = new Map(runtime.status().map((s) => [s.name, s.lastErrorCode]));
  const lines = [...runtime.config.servers.values()].flatMap((s) => {
    const code = last.get(s.name);
    const head = `  ${shownName(s.name)}  from ${stripControl(s.origin.file, false)} (${s.origin.scope})`;
    if (!code) return [head];
    const message = connectFailures.get(runtime)?.get(s.name);
    const reason = runtime.server(s.name).stderrTail().at(-1);
    return [
      `${head}; last error ${code}`,
      ...(message ? [`    ${stripControl(message, false)}`] : []),
      ...(reason ? [`    stderr (redacted): ${reason}`] : []),
    ];
  });
  return lines.length > 0 ? ["Where each server comes from:", ...lines] : [];
}

type Report = ReturnType<typeof checkReport>;
type ServerEntry = { readonly name: string } & Record<string, unknown>;

const serversOf = (r: Report): Map<string, string> =>
  new Map((r.servers as ServerEntry[]).map((s) => [s.name, JSON.stringify(s)]));

const problemKeys = (c: LoadedConfig): string[] => c.problems.map((p) => `${p.code} ${p.file}:${p.line}:${p.column}`);

/** How the files on disk differ from the configuration loaded at the session's start; empty when they do not. */
function differences(loaded: LoadedConfig, now: LoadedConfig): string[] {
  const before = serversOf(checkReport(loaded));
  const after = serversOf(checkReport(now));
  const out: string[] = [];
  for (const [name, json] of after) {
    const was = before.get(name);
    if (was === undefined) out.push(`  server ${shownName(name)}: added`);
    else if (was !== json) out.push(`  server ${shownName(name)}: changed`);
  }
  for (const name of before.keys()) if (!after.has(name)) out.push(`  server ${shownName(name)}: no longer usable`);
  const [was, is] = [problemKeys(loaded), problemKeys(now)];
  const added = is.filter((p) => !was.includes(p)).length;
  const gone = was.filter((p) => !is.includes(p)).length;
  if (added > 0) out.push(`  ${added} new problem${added === 1 ? "" : "s"} (below)`);
  if (gone > 0) out.push(`  ${gone} problem${gone === 1 ? "" : "s"} fixed since`);
  const sourcesOf = (c: LoadedConfig) => JSON.stringify(c.sources.map((s) => [s.path, s.status]));
  if (out.length === 0 && sourcesOf(loaded) !== sourcesOf(now)) out.push("  the configuration sources changed");
  return out;
}

/** `/mcp check`: the files as they are now; where they differ from this session's, said first. */
export function checkNow(loaded: LoadedConfig, reload: (() => LoadedConfig) | undefined): string {
  if (!reload) return formatCheck(loaded).trimEnd();
  const now = reload();
  const diff = differences(loaded, now);
  const report = formatCheck(now).trimEnd();
  if (diff.length === 0) return `${report}\n\nThis session runs with this configuration.`;
  return [
    "The files on disk differ from the configuration this session loaded at its start:",
    ...diff,
    "This session keeps running with what it loaded; run /reload to apply the files as they are now.",
    "",
    report,
  ].join("\n");
}
