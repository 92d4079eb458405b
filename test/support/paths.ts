// Where the tests find the repository's pieces: the root, the shim, the fixture servers, the npm
// reference servers and the Travis234 virtual environment (TRAVIS234_VENV, else .venv-travis).
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../..");
export const SHIM = join(ROOT, "python/travis234_mcp_extension.py");
/** The TypeScript fixture server (`stdio` or `http` as its first argument). */
export const FIXTURE = join(ROOT, "test/fixtures/server/fixture-server.ts");
/** A small raw stdio server used by the proxy-stdio rows. */
export const MINI = join(ROOT, "test/integration/proxy-stdio-mini-server.mjs");
/** The security suite's hostile server (`stdio` or `http`). */
export const HOSTILE = join(ROOT, "test/security/fixtures/hostile-server.mjs");
export const EVERYTHING = join(ROOT, "node_modules/@modelcontextprotocol/server-everything/dist/index.js");
export const FILESYSTEM = join(ROOT, "node_modules/@modelcontextprotocol/server-filesystem/dist/index.js");
export const MEMORY = join(ROOT, "node_modules/@modelcontextprotocol/server-memory/dist/index.js");
export const THINKING = join(ROOT, "node_modules/@modelcontextprotocol/server-sequential-thinking/dist/index.js");
export const PDF = join(ROOT, "node_modules/@modelcontextprotocol/server-pdf/dist/index.js");
/** The catalog fixture server (tools by its environment, an events file) and its raw-stdio sibling. */
export const CATALOG = join(ROOT, "test/fixtures/server/catalog-server.mjs");
export const RAW_CATALOG = join(ROOT, "test/fixtures/server/raw-catalog-server.mjs");
/** The raw server at (or attacking) the documented bounds: huge catalogs, progress floods, a worst template. */
export const BOUNDS = join(ROOT, "test/fixtures/server/bounds-server.mjs");
/** Raw, in one of three eras, over stdio or HTTP; starts after SLOW_DELAY_MS (default at once). */
export const SLOW_START = join(ROOT, "test/fixtures/slow-start-server.mjs");
/** The Python fixture servers: FastMCP's and the official Python SDK's, run by SERVERS_VENV's python. */
export const FASTMCP = join(ROOT, "test/fixtures/fastmcp/server.py");
export const PYTHON_SDK = join(ROOT, "test/fixtures/python-sdk/server.py");
/** The virtual environment of the Python servers (mcp-server-git, -time, -fetch, the SDKs). */
export const SERVERS_VENV = join(ROOT, ".venv-servers");
export const VENV = process.env.TRAVIS234_VENV ?? join(ROOT, ".venv-travis");
/** The interpreter of the Travis234 virtual environment. */
export const HOST_PYTHON = join(VENV, "bin", "python");
/** The Travis234 host's own command. */
export const TRAVIS = join(VENV, "bin", "travis234");
