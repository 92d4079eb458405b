// Changed tools for people (docs/architecture.md, "Changed tools"): which tools of which server
// changed since they were first seen and the person has not accepted, what changed, and whether
// calls to them are refused (pinTools); and accepting them, from `/mcp accept` inside the host or
// `travis234-mcp accept` in a shell. Both read and write only the fingerprints in the tool cache.
import { ToolCache } from "../catalog/tool-cache.js";
import type { LoadedConfig, ServerConfig } from "../config/index.js";
import { quoteText } from "../errors/index.js";
import { changeDate, changeParts } from "../proxy/tool-view.js";

const keep = (config: LoadedConfig, server: ServerConfig): boolean =>
  ToolCache.keepable(server, config.projectTrust.trusted);

/** The lines of `/mcp` that show every change not accepted yet; none when there is none. */
export function changedToolLines(cache: ToolCache, config: LoadedConfig): string[] {
  const lines: string[] = [];
  for (const server of config.servers.values()) {
    const changes = cache.fingerprints.changes(server, keep(config, server));
    for (const [tool, change] of changes)
      lines.push(
        `  ${quoteText(server.name)} tool ${quoteText(tool)}: ${changeParts(change)} changed since ${changeDate(change.sinceMs)}${server.pinTools === true ? "; calls refused until accepted (pinTools)" : ""}`,
      );
  }
  if (lines.length === 0) return [];
  return [
    "Tools whose definition changed since first seen (review with /mcp tools NAME, then /mcp accept NAME [TOOL]):",
    ...lines,
  ];
}

/** A tool name as a person types it: as listed, or as the JSON string a message quoted. */
function toolName(words: string): string | undefined {
  if (words === "") return undefined;
  if (words.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(words);
      if (typeof parsed === "string") return parsed;
    } catch {
      // not a JSON string: the words as typed
    }
  }
  return words;
}

export interface AcceptOutcome {
  readonly text: string;
  /** False when the server is not configured or there was nothing of that name to accept. */
  readonly ok: boolean;
}

/** Accepts the current definition of `server`'s changed tools, or of the one tool named. */
export function acceptChanges(cache: ToolCache, config: LoadedConfig, server: string, tool: string): AcceptOutcome {
  const s = config.servers.get(server);
  if (s === undefined) {
    const names = [...config.servers.keys()].map(quoteText).join(", ") || "none";
    return { ok: false, text: `No server named ${quoteText(server)} is configured here (servers: ${names}).` };
  }
  const name = toolName(tool);
  const accepted = cache.fingerprints.accept(s, name, keep(config, s));
  if (accepted.length === 0) {
    const what = name === undefined ? "no tool" : `no tool named ${quoteText(name)}`;
    return {
      ok: false,
      text: `${quoteText(server)} has ${what} with a changed definition to accept (/mcp in the host lists them).`,
    };
  }
  return {
    ok: true,
    text: `Accepted the current definition of ${accepted.map(quoteText).join(", ")} on ${quoteText(server)}: the model is no longer told of the change${s.pinTools === true ? ", and calls go through again" : ""}.`,
  };
}
