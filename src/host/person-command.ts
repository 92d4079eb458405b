// `/mcp ...` inside Travis234, for people: what the model would see (status, a server's tools, a
// tool's description, prompts and resources), the `check` report of the files as they are now, a
// connect of one named server with its redacted stderr tail, servers turned off and on for this
// session only, and a server prompt filled in as the person's own message. It runs on the session's
// own configuration and runtime, so what it connects stays connected for the model's next call; it
// connects nothing the person did not name.
import type { LoadedConfig } from "../config/index.js";
import type { McpProxy } from "../proxy/proxy.js";
import { unknownServerError } from "../proxy/unknown-server.js";
import type { Runtime } from "../runtime/runtime.js";
import { checkOne, formatConnectChecks, shownName } from "./connect-report.js";
import { checkNow, notStarting, originLines, rememberConnect, shown, unusableForPerson } from "./person-views.js";
import { acceptChanges, changedToolLines } from "./tool-changes.js";

export interface PersonCommandDeps {
  readonly runtime: Runtime;
  readonly proxy: McpProxy;
  readonly signal?: AbortSignal | undefined;
  /** The configuration as the files say now, with this session's trust: for `/mcp check`. */
  readonly reloadConfig?: () => LoadedConfig;
}

export interface PersonCommandResult {
  readonly text: string;
  /** Configured server names, for the command's argument completion. */
  readonly servers: readonly string[];
  /** Per server whose lists this session holds: prompt and tool names, for completion. */
  readonly prompts: Readonly<Record<string, readonly string[]>>;
  readonly tools: Readonly<Record<string, readonly string[]>>;
  /** `/mcp prompt`: the filled prompt, to be sent as the person's message. */
  readonly userMessage?: string;
}

const SUBCOMMANDS: readonly (readonly [string, string])[] = [
  ["", "status of every configured server, as the model sees it, and where each comes from"],
  ["check", "the configuration files as they are now, every problem with its fix"],
  ["connect NAME", "connect NAME now and list its tools; on failure, its last stderr lines (redacted)"],
  ["reconnect NAME", "close NAME's connection and open a fresh one"],
  ["tools NAME", "the tool list the model gets for NAME"],
  ["describe NAME TOOL", "one tool's description and input schema, as the model gets them"],
  ["prompts NAME", "NAME's prompts and their arguments"],
  ["resources NAME", "NAME's resources and templates"],
  ["prompt NAME PROMPT [ARG=VALUE...]", "fill a prompt of NAME and send it as your message"],
  ["disable NAME", "close NAME's connection and refuse the model's calls to it for this session (no file is changed)"],
  ["enable NAME", "undo disable NAME"],
  ["accept NAME [TOOL]", "accept the changed definition of NAME's tools (or of TOOL) as reviewed"],
  ["help", "this text"],
];
const USAGE = ["Usage:", ...SUBCOMMANDS.map(([c, what]) => `  /mcp ${c.padEnd(34)} ${what}`)].join("\n");
const HELP_HINT = "/mcp help lists the subcommands.";

/** Words of a command line; "double quoted" words keep their spaces (ARG="two words"). */
function words(line: string): string[] {
  return [...line.matchAll(/(?:[^\s"]+|"[^"]*")+/g)].map((m) => m[0].replace(/"([^"]*)"/g, "$1"));
}

/** ARG=VALUE words as prompt arguments; the first word that is not one is returned as the error. */
function promptArguments(list: readonly string[]): Record<string, string> | string {
  const out: Record<string, string> = {};
  for (const w of list) {
    const at = w.indexOf("=");
    if (at <= 0) return `"${w}" is not ARG=VALUE: /mcp prompt NAME PROMPT [ARG=VALUE...]`;
    out[w.slice(0, at)] = w.slice(at + 1);
  }
  return out;
}

/** Runs one command line. */
export async function personCommand(line: string, d: PersonCommandDeps): Promise<PersonCommandResult> {
  const { runtime, proxy } = d;
  const servers = [...runtime.serverNames];
  const [sub = "", ...rest] = words(line.trim());
  const name = rest[0] ?? "";
  const options = d.signal ? { signal: d.signal } : {};
  const answer = (text: string, userMessage?: string): PersonCommandResult => ({
    text,
    servers,
    prompts: proxy.knownNames("prompts"),
    tools: proxy.knownNames("tools"),
    ...(userMessage !== undefined ? { userMessage } : {}),
  });
  const list = servers.map(shownName).join(", ") || "none";
  /** Why NAME cannot be used here, or undefined when it can. */
  const unusable = (form: string): string | undefined => {
    if (name === "") return `/mcp ${sub} needs a server name: /mcp ${form} (servers: ${list}).`;
    if (servers.includes(name)) return undefined;
    const off = notStarting(runtime.config, name);
    if (off) return off;
    const why = unknownServerError(runtime.config, name);
    if (why) return unusableForPerson(why);
    return `No server named ${shownName(name)} is configured here (servers: ${list}).`;
  };
  const viaProxy = async (form: string, request: Record<string, unknown>): Promise<PersonCommandResult> =>
    answer(unusable(form) ?? shown(await proxy.call({ server: name, ...request }, options)));
  switch (sub) {
    case "":
      return answer(
        [
          shown(await proxy.call({}, { ...options, person: true })),
          "",
          ...originLines(runtime),
          ...changedToolLines(proxy.toolCache, runtime.config),
          "",
          `More: ${HELP_HINT}`,
        ].join("\n"),
      );
    case "help":
      return answer(USAGE);
    case "check":
      return answer(checkNow(runtime.config, d.reloadConfig));
    case "connect": {
      const why = unusable("connect NAME");
      if (why) return answer(why);
      if (proxy.paused.has(name)) return answer(`${shownName(name)} is disabled for this session: /mcp enable ${name}`);
      const check = await checkOne(runtime, name, d.signal);
      rememberConnect(runtime, check);
      return answer(formatConnectChecks([check]).trimEnd());
    }
    case "reconnect":
      return viaProxy("reconnect NAME", { operation: "reconnect" });
    case "tools":
      return viaProxy("tools NAME", {});
    case "prompts":
      return viaProxy("prompts NAME", { operation: "prompts.list" });
    case "resources":
      return viaProxy("resources NAME", { operation: "resources.list" });
    case "describe": {
      const tool = rest.slice(1).join(" ");
      if (!unusable("describe NAME TOOL") && tool === "")
        return answer(`/mcp describe needs a tool name: /mcp describe ${name} TOOL (/mcp tools ${name} lists them).`);
      return viaProxy("describe NAME TOOL", { describe: tool });
    }
    case "accept": {
      const why = unusable("accept NAME [TOOL]");
      if (why) return answer(why);
      return answer(acceptChanges(proxy.toolCache, runtime.config, name, rest.slice(1).join(" ")).text);
    }
    case "prompt":
      return fillPrompt(rest, unusable("prompt NAME PROMPT [ARG=VALUE...]"), d, answer);
    case "disable":
    case "enable": {
      const why = unusable(`${sub} NAME`);
      if (why) return answer(why);
      if (sub === "enable") {
        proxy.paused.delete(name);
        return answer(`Enabled ${shownName(name)} again for this session.`);
      }
      proxy.paused.add(name);
      const ended = await runtime.disconnect(name);
      const stopped =
        ended === "closed" ? " its connection is closed, and" : ended === "stopped" ? " its start is stopped, and" : "";
      return answer(
        `Disabled ${shownName(name)} for this session:${stopped} the model's calls to it are refused, saying so, until /mcp enable ${name}. No file was changed.`,
      );
    }
    default:
      return answer(`Unknown subcommand ${JSON.stringify(sub)}. /mcp alone shows the status; ${HELP_HINT}`);
  }
}

/** `/mcp prompt NAME PROMPT [ARG=VALUE...]`: arguments checked against the prompt first (by the
 * proxy, before any request); the filled messages become the person's message, never on error. */
async function fillPrompt(
  rest: readonly string[],
  unusable: string | undefined,
  d: PersonCommandDeps,
  answer: (text: string, userMessage?: string) => PersonCommandResult,
): Promise<PersonCommandResult> {
  if (unusable) return answer(unusable);
  const [server = "", prompt = "", ...args] = rest;
  if (prompt === "")
    return answer(`/mcp prompt needs a prompt name: /mcp prompt ${server} PROMPT (/mcp prompts ${server} lists them).`);
  const parsed = promptArguments(args);
  if (typeof parsed === "string") return answer(parsed);
  const result = await d.proxy.call(
    { server, operation: "prompts.get", prompt, arguments: parsed },
    d.signal ? { signal: d.signal } : {},
  );
  const text = shown(result);
  if (result.isError) return answer(text);
  return answer(`Prompt ${JSON.stringify(prompt)} of ${shownName(server)} filled; sent as your message.`, text);
}
