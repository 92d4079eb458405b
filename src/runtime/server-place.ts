// Where a stdio server starts and which directories its command is looked up in (docs/architecture.md,
// "Where a server starts"). One rule for the sidecar, the command line and a worker's descriptor, so a
// global server resolves the same program wherever the person happens to run the adapter: nothing of
// the session directory's tree (a project's node_modules/.bin that npx prefers, a relative command, a
// PATH entry inside the project) is on the path of a server the project did not define.
import { mkdirSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, isAbsolute, resolve } from "node:path";
import type { ServerConfig } from "../config/index.js";
import { isInside, serverCwdDirectory } from "../config/index.js";

type StdioServer = Extract<ServerConfig, { readonly transport: "stdio" }>;

/** A project's own server (read only from a trusted project) runs inside it; every other does not. */
const projectServer = (server: ServerConfig): boolean =>
  (server.cacheOrigin?.scope ?? server.origin.scope) === "project";

const homeOf = (environment: NodeJS.ProcessEnv): string => environment.HOME ?? homedir();

/**
 * The directory `server` starts in: a project server's `cwd` is taken from the session directory (the
 * project itself when it names none); any other server's from the home directory, and one that names
 * none starts in the adapter's empty directory, created here (a worker is given it as its server's cwd).
 */
export function serverDirectory(server: StdioServer, sessionDir: string, environment: NodeJS.ProcessEnv): string {
  const home = homeOf(environment);
  if (projectServer(server)) return resolve(sessionDir, server.cwd ?? ".");
  if (server.cwd !== undefined) return resolve(home, server.cwd);
  const dir = serverCwdDirectory(environment, home);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/**
 * The inherited PATH for `server`: relative entries (taken from wherever the child starts) are dropped
 * for every server, and for a server that is not the project's own every entry inside the session
 * directory too, unless that directory holds the home directory (then it is no project of its own).
 */
export function searchPath(
  value: string | undefined,
  server: ServerConfig,
  sessionDir: string,
  environment: NodeJS.ProcessEnv,
): string | undefined {
  if (value === undefined) return undefined;
  const project = projectServer(server) || isInside(homeOf(environment), sessionDir) ? undefined : sessionDir;
  return value
    .split(delimiter)
    .filter((entry) => isAbsolute(entry) && (project === undefined || !isInside(entry, project)))
    .join(delimiter);
}
