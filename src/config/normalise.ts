// One valid mcp.json entry -> the frozen ServerConfig the runtime uses: defaults filled in, the
// transport chosen by `command` or `url` (an agreeing `type` adds nothing), tool filters kept only
// when they narrow. `disabled` is read by the caller, which keeps such entries off.
import type { McpServer } from "./generated.js";
import { CONFIG_DEFAULTS } from "./generated.js";
import type { ServerConfig, ServerOrigin, ToolFilter } from "./model.js";

function toolFilter(raw: McpServer): ToolFilter | undefined {
  const include = raw.includeTools;
  const exclude = raw.excludeTools;
  if (include === undefined && (exclude === undefined || exclude.length === 0)) return undefined;
  return Object.freeze({
    ...(include !== undefined ? { include: Object.freeze([...include]) } : {}),
    ...(exclude !== undefined && exclude.length > 0 ? { exclude: Object.freeze([...exclude]) } : {}),
  });
}

export function normaliseServer(name: string, raw: McpServer, origin: ServerOrigin): ServerConfig {
  const rc = raw.reconnect ?? {};
  const defaults = CONFIG_DEFAULTS.reconnect;
  const tools = toolFilter(raw);
  const common = {
    name,
    origin,
    ...(tools ? { tools } : {}),
    // Absent means the default (auto), which the runtime applies.
    ...(raw.protocolVersion !== undefined ? { protocolVersion: raw.protocolVersion } : {}),
    ...(raw.cacheTools === false ? { cacheTools: false as const } : {}),
    ...(raw.pinTools === true ? { pinTools: true as const } : {}),
    reconnect: Object.freeze({
      automatic: rc.automatic ?? defaults.automatic,
      maxAttempts: rc.maxAttempts ?? defaults.maxAttempts,
      baseDelayMs: rc.baseDelayMs ?? defaults.baseDelayMs,
    }),
    ...(typeof raw.requestTimeoutMs === "number" && raw.requestTimeoutMs > 0
      ? { requestTimeoutMs: raw.requestTimeoutMs }
      : {}),
  };
  if (typeof raw.command === "string") {
    return Object.freeze({
      ...common,
      transport: "stdio" as const,
      command: raw.command,
      args: Object.freeze([...(raw.args ?? [])]),
      ...(raw.cwd !== undefined ? { cwd: raw.cwd } : {}),
      env: Object.freeze({ ...(raw.env as Record<string, string> | undefined) }),
    });
  }
  return Object.freeze({
    ...common,
    transport: "http" as const,
    url: raw.url as string,
    headers: Object.freeze({ ...(raw.headers as Record<string, string> | undefined) }),
  });
}
