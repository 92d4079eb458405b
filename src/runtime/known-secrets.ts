// The values a runtime redacts before any server has connected: every variable that a configured
// server's `env` or `headers` references, as the environment holds it now. A server that echoes
// another server's token (read from a shared `.env` file, say) is redacted even when that other
// server has not connected yet; values resolved at each connect are added as they come. A literal
// credential in a stdio server's args (a URI password, a token) is redacted too: servers echo their
// command line in errors.
import type { LoadedConfig } from "../config/index.js";
import type { ResolvedSecret } from "../secrets/index.js";
import { argCredentials, parseTemplate, referenceNames } from "../secrets/index.js";

export function referencedValues(config: LoadedConfig, environment: NodeJS.ProcessEnv): ResolvedSecret[] {
  const out: ResolvedSecret[] = [];
  for (const server of config.servers.values()) {
    if (server.transport === "stdio")
      for (const c of argCredentials(server.args))
        out.push({ name: `args[${c.index}]`, value: (server.args[c.index] as string).slice(c.start, c.end) });
    const templates = server.transport === "stdio" ? server.env : server.headers;
    for (const template of Object.values(templates)) {
      const parsed = parseTemplate(template);
      if (!parsed.ok) continue;
      for (const name of referenceNames(parsed.parts)) {
        // Own variables only, as at connect time.
        const value = Object.hasOwn(environment, name) ? environment[name] : undefined;
        if (typeof value === "string") out.push({ name, value });
      }
    }
  }
  return out;
}
