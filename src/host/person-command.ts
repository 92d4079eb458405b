// `/mcp ...` inside Travis234, for people: what the model would see (status, a server's tools), the
// `check` report of this session's files, and a connect of one named server with its redacted stderr
// tail. It runs on the session's own configuration and runtime, so what it connects stays connected
// for the model's next call; it connects nothing the person did not name.
import type { LoadedConfig } from "../config/index.js";
import { TRUST_HOW_TO } from "../config/index.js";
import { stripControl } from "../errors/index.js";
import type { McpProxy } from "../proxy/proxy.js";
import type { HostResult } from "../results/index.js";
import type { Runtime } from "../runtime/runtime.js";
import { formatCheck } from "./check-report.js";
import { checkOne, formatConnectChecks, shownName } from "./connect-report.js";
import { acceptChanges, changedToolLines } from "./tool-changes.js";

export interface PersonCommandDeps {
  readonly runtime: Runtime;
  readonly proxy: McpProxy;
  readonly signal?: AbortSignal | undefined;
}

export interface PersonCommandResult {
  readonly text: string;
  /** Configured server names, for the command's argument completion. */
  readonly servers: readonly string[];
}

const USAGE = [
  "Usage:",
  "  /mcp                   status of every configured server, as the model sees it, and project trust",
  "  /mcp check             the configuration files of this session, with every problem and its fix",
  "  /mcp connect NAME      connect NAME now and list its tools; on failure, the last stderr lines (redacted)",
  "  /mcp reconnect NAME    close NAME's connection and open a fresh one",
  "  /mcp tools NAME        the tool list the model gets for NAME",
  "  /mcp accept NAME [TOOL] accept the changed definition of NAME's tools (or of TOOL) as reviewed",
  "  /mcp help              this text",
].join("\n");

/** A result's text as a person reads it on a terminal: image blocks as a placeholder line. */
function shown(result: HostResult): string {
  return result.content.map((b) => (b.type === "text" ? stripControl(b.text) : `[image ${b.mimeType}]`)).join("\n");
}

/** Per server, for a person: where its definition comes from and its last error code. */
function originLines(runtime: Runtime): string[] {
  const last = new Map(runtime.status().map((s) => [s.name, s.lastErrorCode]));
  const lines = [...runtime.config.servers.values()].map((s) => {
    const code = last.get(s.name);
    return `  ${shownName(s.name)}  from ${stripControl(s.origin.file, false)} (${s.origin.scope})${code ? `; last error ${code}` : ""}`;
  });
  return lines.length > 0 ? ["Where each server comes from:", ...lines] : [];
}

function trustLine(config: LoadedConfig): string {
  const ignored = config.ignoredProjectFiles.length;
  if (ignored === 0) return "Project files: none ignored.";
  return `Project files: ${ignored} ignored because this project is not trusted. To use them, ${TRUST_HOW_TO}.`;
}

/** Runs one command line; an unknown subcommand or a missing name answers with the usage. */
export async function personCommand(line: string, d: PersonCommandDeps): Promise<PersonCommandResult> {
  const servers = [...d.runtime.serverNames];
  const [sub = "", ...rest] = line
    .trim()
    .split(/\s+/)
    .filter((w) => w !== "");
  const name = rest.join(" ");
  const known = (): string | undefined =>
    servers.includes(name)
      ? undefined
      : `No server named ${shownName(name)} is configured here (servers: ${servers.map(shownName).join(", ") || "none"}).\n\n${USAGE}`;
  const options = d.signal ? { signal: d.signal } : {};
  const answer = (text: string): PersonCommandResult => ({ text, servers });
  switch (sub) {
    case "":
      return answer(
        [
          shown(await d.proxy.call({}, options)),
          "",
          ...originLines(d.runtime),
          ...changedToolLines(d.proxy.toolCache, d.runtime.config),
          trustLine(d.runtime.config),
          "",
          USAGE,
        ].join("\n"),
      );
    case "check":
      return answer(formatCheck(d.runtime.config).trimEnd());
    case "connect":
      return answer(known() ?? formatConnectChecks([await checkOne(d.runtime, name, d.signal)]).trimEnd());
    case "reconnect":
      return answer(known() ?? shown(await d.proxy.call({ server: name, operation: "reconnect" }, options)));
    case "accept": {
      const [server = "", ...tool] = rest;
      return answer(
        server === "" ? USAGE : acceptChanges(d.proxy.toolCache, d.runtime.config, server, tool.join(" ")).text,
      );
    }
    case "tools":
      return answer(known() ?? shown(await d.proxy.call({ server: name }, options)));
    default:
      return answer(USAGE);
  }
}
