// Why a requested server is not usable when no configured server has its name: a configuration
// file that failed (while one fails, no file-configured server starts), or an ignored project file
// that defines it. Undefined when neither explains it (the plain unknown-server error applies).
import type { LoadedConfig } from "../config/index.js";
import { serverNamesIn } from "../config/index.js";
import { AdapterError } from "../errors/index.js";

export function unknownServerError(
  config: LoadedConfig,
  server: string,
): AdapterError<"MCPA_REQUEST_SERVER_CONFIG_FAILED" | "MCPA_REQUEST_SERVER_UNTRUSTED"> | undefined {
  const quoted = JSON.stringify(server);
  const failed = config.failedFiles[0];
  if (failed !== undefined) {
    const first = config.problems.find((p) => p.file === failed);
    const position = first === undefined || first.line === 0 ? "the whole file" : `${first.line}:${first.column}`;
    return new AdapterError("MCPA_REQUEST_SERVER_CONFIG_FAILED", {
      server: quoted,
      file: failed,
      code: first?.code ?? "MCPA_CONFIG_READ",
      position,
    });
  }
  for (const file of config.ignoredProjectFiles) {
    if (!serverNamesIn(file, "project").includes(server)) continue;
    const why =
      config.projectTrust.basis === "declined"
        ? "the project is not trusted"
        : "nobody has decided to trust this project";
    return new AdapterError("MCPA_REQUEST_SERVER_UNTRUSTED", { server: quoted, file, why });
  }
  return undefined;
}

/** A server the person turned off for this session (`/mcp disable`). */
export const pausedError = (server: string): AdapterError<"MCPA_REQUEST_SERVER_PAUSED"> =>
  new AdapterError("MCPA_REQUEST_SERVER_PAUSED", { server: JSON.stringify(server), name: server });
