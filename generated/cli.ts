// Generated from spec/cli.yaml (sha256 df6fe89c49bdb08e), spec/proxy-request.yaml (sha256 3300b22a3e97cfdf), package.json (name, version) (sha256 2a5daa721145b6df) by codegen/emit-cli.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

export const CLI_BINARY = "travis234-mcp" as const;

export const CLI_JSON_SCHEMA_VERSION = 1 as const;

export const CLI_OPTIONS = {
  "cwd": {
    "type": "string"
  },
  "home": {
    "type": "string"
  },
  "agent-dir": {
    "type": "string"
  },
  "trusted": {
    "type": "boolean",
    "default": false
  },
  "offline": {
    "type": "boolean",
    "default": false
  },
  "connect": {
    "type": "boolean",
    "default": false
  },
  "from": {
    "type": "string"
  },
  "json": {
    "type": "boolean",
    "default": false
  },
  "packaged": {
    "type": "string"
  },
  "tool": {
    "type": "string"
  },
  "scope": {
    "type": "string"
  },
  "env": {
    "type": "string",
    "multiple": true
  },
  "header": {
    "type": "string",
    "multiple": true
  },
  "url": {
    "type": "string"
  },
  "write": {
    "type": "boolean",
    "default": false
  },
  "help": {
    "type": "boolean",
    "short": "h",
    "default": false
  },
  "version": {
    "type": "boolean",
    "short": "V",
    "default": false
  }
} as const;

export const CLI_EVERYWHERE_FLAGS = [
  "help",
  "version"
] as const;

export const CLI_COMMANDS = {
  "check": {
    "flags": [
      "cwd",
      "home",
      "agent-dir",
      "trusted",
      "offline",
      "json",
      "connect"
    ],
    "minArguments": 0,
    "maxArguments": 1,
    "arguments": [
      "NAME"
    ]
  },
  "status": {
    "flags": [
      "cwd",
      "home",
      "agent-dir",
      "trusted",
      "offline",
      "json",
      "packaged"
    ],
    "minArguments": 0,
    "maxArguments": 0,
    "arguments": []
  },
  "call": {
    "flags": [
      "cwd",
      "home",
      "agent-dir",
      "trusted",
      "offline",
      "json",
      "packaged",
      "tool"
    ],
    "minArguments": 1,
    "maxArguments": 1,
    "arguments": [
      "'<json>'"
    ]
  },
  "search": {
    "flags": [
      "cwd",
      "home",
      "agent-dir",
      "trusted",
      "offline",
      "json"
    ],
    "minArguments": 1,
    "maxArguments": 1,
    "arguments": [
      "'<words>'"
    ]
  },
  "cache": {
    "flags": [
      "cwd",
      "home",
      "agent-dir",
      "trusted",
      "offline",
      "json"
    ],
    "minArguments": 1,
    "maxArguments": 1,
    "arguments": [
      "ACTION"
    ]
  },
  "accept": {
    "flags": [
      "cwd",
      "home",
      "agent-dir",
      "trusted",
      "offline"
    ],
    "minArguments": 1,
    "maxArguments": 2,
    "arguments": [
      "SERVER",
      "TOOL"
    ]
  },
  "session": {
    "flags": [
      "cwd",
      "home",
      "agent-dir",
      "trusted",
      "offline",
      "packaged"
    ],
    "minArguments": 0,
    "maxArguments": 0,
    "arguments": []
  },
  "sidecar": {
    "flags": [],
    "minArguments": 0,
    "maxArguments": 0,
    "arguments": []
  },
  "demo": {
    "flags": [],
    "minArguments": 0,
    "maxArguments": 0,
    "arguments": []
  },
  "import": {
    "flags": [
      "cwd",
      "home",
      "agent-dir",
      "from",
      "write",
      "scope"
    ],
    "minArguments": 0,
    "maxArguments": 1,
    "arguments": [
      "FILE"
    ]
  },
  "add": {
    "flags": [
      "cwd",
      "home",
      "agent-dir",
      "scope",
      "env",
      "header",
      "url"
    ],
    "minArguments": 1,
    "maxArguments": null,
    "arguments": [
      "NAME",
      "COMMAND [ARGS...]"
    ]
  },
  "add-json": {
    "flags": [
      "cwd",
      "home",
      "agent-dir",
      "scope"
    ],
    "minArguments": 2,
    "maxArguments": 2,
    "arguments": [
      "NAME",
      "'<json>'"
    ]
  },
  "get": {
    "flags": [
      "cwd",
      "home",
      "agent-dir",
      "trusted",
      "json"
    ],
    "minArguments": 1,
    "maxArguments": 1,
    "arguments": [
      "NAME"
    ]
  },
  "remove": {
    "flags": [
      "cwd",
      "home",
      "agent-dir",
      "scope"
    ],
    "minArguments": 1,
    "maxArguments": 1,
    "arguments": [
      "NAME"
    ]
  },
  "help": {
    "flags": [],
    "minArguments": 0,
    "maxArguments": 1,
    "arguments": [
      "COMMAND"
    ]
  },
  "version": {
    "flags": [],
    "minArguments": 0,
    "maxArguments": 0,
    "arguments": []
  }
} as const;

export const CLI_OVERVIEW = "travis234-mcp 0.1.0: the Travis234 MCP adapter's command line\n\nCommands:\n  check [--json] [--connect [NAME]]\n                        Load the MCP configuration files as the adapter would and report sources,\n                        servers and every error (file:line:col, JSON pointer, fix). Exit 1 on any\n                        error. With --connect, also connect each usable server (or NAME), list its\n                        tools, and report ok with tool count and time, or the failure with its code\n                        and the last lines of its stderr.\n  status [--json]       The mcp tool's status ({}): servers and their state. Connects nothing.\n  call '<json>' [--json] [--tool NAME]\n                        One mcp request (or, with --tool, one facade call). Prints the model-visible\n                        text (or with --json the whole result). Exit 1 on an error result.\n  search '<words>' [--json]\n                        The cached catalogs of every usable server searched for a tool, as the mcp\n                        tool's {\"search\": \"words\"} without server answers it. Connects nothing. Exit\n                        1 on an error result.\n  cache list|clear [--json]\n                        The per-user tool-catalog cache: `list` shows each cached catalog (server,\n                        file, era, age, tool count, or the server's refusal that keeps no tool);\n                        `clear` removes every cache file. Connects nothing.\n  accept SERVER [TOOL]  Accepts the current definition of SERVER's changed tools (or of TOOL only)\n                        as reviewed: the model is no longer told of the change, and a server with\n                        pinTools calls them again. Connects nothing.\n  session               One JSON request per stdin line, one JSON result per stdout line;\n                        connections are kept between lines.\n  sidecar               Serve the Travis234 shim's JSON-RPC protocol on stdin/stdout (used by the\n                        shim).\n  demo                  Status, tools, resources and prompts of the bundled demo server, as the\n                        model sees them.\n  import [--from claude|cursor|vscode|gemini|pi|codex|copilot] [FILE] [--write [--scope user|project]]\n                        Print an mcp.json for this adapter equivalent to another client's file\n                        (--from picks its default file and units); one stderr line per dropped or\n                        changed field. With --write, add the servers to the file --scope names\n                        instead, as add does (all or none); otherwise writes nothing.\n  add NAME [--scope user|project] [--env KEY=VALUE]... [--header NAME=VALUE]... (--url URL | -- COMMAND [ARGS...])\n                        Add a server to the one file --scope names (default user), checked as\n                        `check` checks it first; every other entry and the file's layout are kept. A\n                        literal credential in --env or --header is written as a ${VAR} reference and\n                        the line to export it is printed. The only commands that write a\n                        configuration file are add, add-json and remove.\n  add-json NAME '<json>' [--scope user|project]\n                        Add a server from one JSON entry as mcp.json holds it, to the one file\n                        --scope names (default user), with the checks and the keeping of add.\n  get NAME [--json]     One server as the adapter loads it: the file that defines it, the files\n                        whose definition it replaces, its fields (references by name, credentials\n                        never shown) and any problem. Writes nothing.\n  remove NAME [--scope user|project]\n                        Remove a server from the one file --scope names, or without --scope from the\n                        one configuration file that defines it; every other entry and the file's\n                        layout are kept.\n  help [COMMAND]        This text, or one command's.\n  version               The package version (also --version).\n\nFlags:\n  --cwd DIR        session (project) directory; default: the current directory (check, status, call,\n                   search, cache, accept, session, import, add, add-json, get, remove)\n  --home DIR       home directory, with all that follows from it: configuration files and the\n                   tool-catalog cache (DIR/.cache; $TRAVIS234_MCP_CACHE_DIR still wins); default:\n                   the user's home (check, status, call, search, cache, accept, session, import,\n                   add, add-json, get, remove)\n  --agent-dir DIR  Travis234 agent directory; default: $TRAVIS234_CODING_AGENT_DIR or\n                   HOME/.travis234/agent (check, status, call, search, cache, accept, session,\n                   import, add, add-json, get, remove)\n  --trusted        read project files (.mcp.json, .travis234/mcp.json), as in a trusted project\n                   (check, status, call, search, cache, accept, session, get)\n  --offline        refuse non-loopback HTTP servers; stdio children get npm_config_offline=true\n                   (check, status, call, search, cache, accept, session)\n  --connect        also connect each usable server (or NAME) and list its tools (check)\n  --from CLIENT    the client that wrote the file (claude, cursor, vscode, gemini, pi, codex,\n                   copilot) (import)\n  --json           machine-readable output, with a schemaVersion (check, status, call, search,\n                   cache, get)\n  --packaged FILE  packaged servers and facades, as the shim hands them to the sidecar: a JSON\n                   object {servers, facades, pythonExecutable}, each optional (status, call,\n                   session)\n  --tool NAME      call this facade tool (one of --packaged) instead of mcp (call)\n  --scope SCOPE    the one file add, import --write and remove edit: user (AGENTDIR/mcp.json; the\n                   default of add), project (.travis234/mcp.json in the project), user-shared\n                   (HOME/.config/mcp/mcp.json) or project-shared (.mcp.json) (import, add, add-json,\n                   remove)\n  --env KEY=VALUE  an env entry of the server (repeat for more); a literal credential becomes a\n                   reference (add)\n  --header NAME=VALUE\n                   an HTTP header of the server (NAME: VALUE also works; repeat for more); a literal\n                   credential becomes a reference (add)\n  --url URL        the server's Streamable HTTP endpoint, instead of a command after -- (add)\n  --write          import: add the converted servers to the file --scope names (default user),\n                   checked and kept as add does, instead of printing them (import)\n  -h, --help       help (after a command: that command's)\n  -V, --version    the package version\n\nExit codes:\n  0  success\n  1  an error result (call, status), or configuration errors (check)\n  2  a usage error: unknown command or option, missing or malformed argument\n" as const;

export const CLI_PAGES = {
  "check": "Usage: travis234-mcp check [--json] [--connect [NAME]]\n\nLoad the MCP configuration files as the adapter would and report sources, servers and every error\n(file:line:col, JSON pointer, fix). Exit 1 on any error. With --connect, also connect each usable\nserver (or NAME), list its tools, and report ok with tool count and time, or the failure with its\ncode and the last lines of its stderr.\n\nArguments:\n  NAME  (optional) with --connect: the one server to connect\n\nFlags:\n  --cwd DIR        session (project) directory; default: the current directory\n  --home DIR       home directory, with all that follows from it: configuration files and the\n                   tool-catalog cache (DIR/.cache; $TRAVIS234_MCP_CACHE_DIR still wins); default:\n                   the user's home\n  --agent-dir DIR  Travis234 agent directory; default: $TRAVIS234_CODING_AGENT_DIR or\n                   HOME/.travis234/agent\n  --trusted        read project files (.mcp.json, .travis234/mcp.json), as in a trusted project\n  --offline        refuse non-loopback HTTP servers; stdio children get npm_config_offline=true\n  --json           machine-readable output, with a schemaVersion\n  --connect        also connect each usable server (or NAME) and list its tools\n\nExit codes:\n  0  success\n  1  an error result (call, status), or configuration errors (check)\n  2  a usage error: unknown command or option, missing or malformed argument\n",
  "status": "Usage: travis234-mcp status [--json]\n\nThe mcp tool's status ({}): servers and their state. Connects nothing.\n\nFlags:\n  --cwd DIR        session (project) directory; default: the current directory\n  --home DIR       home directory, with all that follows from it: configuration files and the\n                   tool-catalog cache (DIR/.cache; $TRAVIS234_MCP_CACHE_DIR still wins); default:\n                   the user's home\n  --agent-dir DIR  Travis234 agent directory; default: $TRAVIS234_CODING_AGENT_DIR or\n                   HOME/.travis234/agent\n  --trusted        read project files (.mcp.json, .travis234/mcp.json), as in a trusted project\n  --offline        refuse non-loopback HTTP servers; stdio children get npm_config_offline=true\n  --json           machine-readable output, with a schemaVersion\n  --packaged FILE  packaged servers and facades, as the shim hands them to the sidecar: a JSON\n                   object {servers, facades, pythonExecutable}, each optional\n\nExit codes:\n  0  success\n  1  an error result (call, status), or configuration errors (check)\n  2  a usage error: unknown command or option, missing or malformed argument\n",
  "call": "Usage: travis234-mcp call '<json>' [--json] [--tool NAME]\n\nOne mcp request (or, with --tool, one facade call). Prints the model-visible text (or with --json\nthe whole result). Exit 1 on an error result.\n\nA request is one JSON object, the mcp tool's arguments (long form {\"server\",\"operation\",...} or\nthe short forms shown):\n  status          {}\n                  Configured servers, their state and configuration problems. Connects nothing.\n  tools.list      {\"server\":\"docs\"}\n                  The server's tools with one-line summaries, marked read-only, destructive or needs tasks; the server's instructions in the first listing of a connection.\n  tools.search    {\"server\":\"docs\",\"search\":\"issue\"}\n                  Up to 20 tools whose name, title or description has every word of the query (get_sum finds get-sum), best match first.\n  servers.search  {\"search\":\"issue\"}\n                  Without `server`, the same search in the cached catalogs of every configured server, each hit naming its server; connects nothing, and says which servers have no cached catalog yet, which are never cached and why, and how old each one is.\n  tools.describe  {\"server\":\"docs\",\"describe\":\"search_issues\"}\n                  One tool's whole description, title, annotations, input schema and output schema.\n  tools.call      {\"server\":\"docs\",\"tool\":\"search_issues\",\"args\":{}}\n                  Calls the tool once with `arguments` (default {}); sent again only when refused unrun (-32020).\n  resources.list  {\"server\":\"docs\",\"operation\":\"resources.list\"}\n                  Resources and templates with opaque mcp-resource- references; `query` filters.\n  resources.read  {\"server\":\"docs\",\"operation\":\"resources.read\",\"resource\":\"mcp-resource-0123456789abcdef0123456789abcdef\"}\n                  Reads one resource by a reference from the current listing or a tool's resource link, or by a URI the server lists, links or matches with a template; a template's reference takes `arguments` for its variables.\n  prompts.list    {\"server\":\"docs\",\"operation\":\"prompts.list\"}\n                  Prompts and their arguments; `query` filters.\n  prompts.get     {\"server\":\"docs\",\"operation\":\"prompts.get\",\"prompt\":\"review\",\"arguments\":{\"topic\":\"changes\"}}\n                  One prompt's messages; string arguments are checked against the catalog first.\n  reconnect       {\"server\":\"docs\",\"operation\":\"reconnect\"}\n                  Closes the connection and opens a fresh one, re-resolving references.\n  output.read     {\"server\":\"docs\",\"operation\":\"output.read\",\"output\":\"mcp-output-0123456789abcdef0123456789abcdef\"}\n                  The next window of a spilled text result, from `offset` bytes (default 0).\n\nExample:\n  travis234-mcp call '{\"server\":\"docs\",\"search\":\"issue\"}'\n\nArguments:\n  '<json>'  one request: the mcp tool's arguments as a JSON object\n\nFlags:\n  --cwd DIR        session (project) directory; default: the current directory\n  --home DIR       home directory, with all that follows from it: configuration files and the\n                   tool-catalog cache (DIR/.cache; $TRAVIS234_MCP_CACHE_DIR still wins); default:\n                   the user's home\n  --agent-dir DIR  Travis234 agent directory; default: $TRAVIS234_CODING_AGENT_DIR or\n                   HOME/.travis234/agent\n  --trusted        read project files (.mcp.json, .travis234/mcp.json), as in a trusted project\n  --offline        refuse non-loopback HTTP servers; stdio children get npm_config_offline=true\n  --json           machine-readable output, with a schemaVersion\n  --packaged FILE  packaged servers and facades, as the shim hands them to the sidecar: a JSON\n                   object {servers, facades, pythonExecutable}, each optional\n  --tool NAME      call this facade tool (one of --packaged) instead of mcp\n\nExit codes:\n  0  success\n  1  an error result (call, status), or configuration errors (check)\n  2  a usage error: unknown command or option, missing or malformed argument\n",
  "search": "Usage: travis234-mcp search '<words>' [--json]\n\nThe cached catalogs of every usable server searched for a tool, as the mcp tool's {\"search\":\n\"words\"} without server answers it. Connects nothing. Exit 1 on an error result.\n\nArguments:\n  '<words>'  the words to find, in one argument\n\nFlags:\n  --cwd DIR        session (project) directory; default: the current directory\n  --home DIR       home directory, with all that follows from it: configuration files and the\n                   tool-catalog cache (DIR/.cache; $TRAVIS234_MCP_CACHE_DIR still wins); default:\n                   the user's home\n  --agent-dir DIR  Travis234 agent directory; default: $TRAVIS234_CODING_AGENT_DIR or\n                   HOME/.travis234/agent\n  --trusted        read project files (.mcp.json, .travis234/mcp.json), as in a trusted project\n  --offline        refuse non-loopback HTTP servers; stdio children get npm_config_offline=true\n  --json           machine-readable output, with a schemaVersion\n\nExit codes:\n  0  success\n  1  an error result (call, status), or configuration errors (check)\n  2  a usage error: unknown command or option, missing or malformed argument\n",
  "cache": "Usage: travis234-mcp cache list|clear [--json]\n\nThe per-user tool-catalog cache: `list` shows each cached catalog (server, file, era, age, tool\ncount, or the server's refusal that keeps no tool); `clear` removes every cache file. Connects\nnothing.\n\nArguments:\n  ACTION  list or clear\n\nFlags:\n  --cwd DIR        session (project) directory; default: the current directory\n  --home DIR       home directory, with all that follows from it: configuration files and the\n                   tool-catalog cache (DIR/.cache; $TRAVIS234_MCP_CACHE_DIR still wins); default:\n                   the user's home\n  --agent-dir DIR  Travis234 agent directory; default: $TRAVIS234_CODING_AGENT_DIR or\n                   HOME/.travis234/agent\n  --trusted        read project files (.mcp.json, .travis234/mcp.json), as in a trusted project\n  --offline        refuse non-loopback HTTP servers; stdio children get npm_config_offline=true\n  --json           machine-readable output, with a schemaVersion\n\nExit codes:\n  0  success\n  1  an error result (call, status), or configuration errors (check)\n  2  a usage error: unknown command or option, missing or malformed argument\n",
  "accept": "Usage: travis234-mcp accept SERVER [TOOL]\n\nAccepts the current definition of SERVER's changed tools (or of TOOL only) as reviewed: the model is\nno longer told of the change, and a server with pinTools calls them again. Connects nothing.\n\nArguments:\n  SERVER  a configured server\n  TOOL    (optional) one tool of it, as listed; default: every changed tool\n\nFlags:\n  --cwd DIR        session (project) directory; default: the current directory\n  --home DIR       home directory, with all that follows from it: configuration files and the\n                   tool-catalog cache (DIR/.cache; $TRAVIS234_MCP_CACHE_DIR still wins); default:\n                   the user's home\n  --agent-dir DIR  Travis234 agent directory; default: $TRAVIS234_CODING_AGENT_DIR or\n                   HOME/.travis234/agent\n  --trusted        read project files (.mcp.json, .travis234/mcp.json), as in a trusted project\n  --offline        refuse non-loopback HTTP servers; stdio children get npm_config_offline=true\n\nExit codes:\n  0  success\n  1  an error result (call, status), or configuration errors (check)\n  2  a usage error: unknown command or option, missing or malformed argument\n",
  "session": "Usage: travis234-mcp session\n\nOne JSON request per stdin line, one JSON result per stdout line; connections are kept between\nlines.\n\nA request is one JSON object, the mcp tool's arguments (long form {\"server\",\"operation\",...} or\nthe short forms shown):\n  status          {}\n                  Configured servers, their state and configuration problems. Connects nothing.\n  tools.list      {\"server\":\"docs\"}\n                  The server's tools with one-line summaries, marked read-only, destructive or needs tasks; the server's instructions in the first listing of a connection.\n  tools.search    {\"server\":\"docs\",\"search\":\"issue\"}\n                  Up to 20 tools whose name, title or description has every word of the query (get_sum finds get-sum), best match first.\n  servers.search  {\"search\":\"issue\"}\n                  Without `server`, the same search in the cached catalogs of every configured server, each hit naming its server; connects nothing, and says which servers have no cached catalog yet, which are never cached and why, and how old each one is.\n  tools.describe  {\"server\":\"docs\",\"describe\":\"search_issues\"}\n                  One tool's whole description, title, annotations, input schema and output schema.\n  tools.call      {\"server\":\"docs\",\"tool\":\"search_issues\",\"args\":{}}\n                  Calls the tool once with `arguments` (default {}); sent again only when refused unrun (-32020).\n  resources.list  {\"server\":\"docs\",\"operation\":\"resources.list\"}\n                  Resources and templates with opaque mcp-resource- references; `query` filters.\n  resources.read  {\"server\":\"docs\",\"operation\":\"resources.read\",\"resource\":\"mcp-resource-0123456789abcdef0123456789abcdef\"}\n                  Reads one resource by a reference from the current listing or a tool's resource link, or by a URI the server lists, links or matches with a template; a template's reference takes `arguments` for its variables.\n  prompts.list    {\"server\":\"docs\",\"operation\":\"prompts.list\"}\n                  Prompts and their arguments; `query` filters.\n  prompts.get     {\"server\":\"docs\",\"operation\":\"prompts.get\",\"prompt\":\"review\",\"arguments\":{\"topic\":\"changes\"}}\n                  One prompt's messages; string arguments are checked against the catalog first.\n  reconnect       {\"server\":\"docs\",\"operation\":\"reconnect\"}\n                  Closes the connection and opens a fresh one, re-resolving references.\n  output.read     {\"server\":\"docs\",\"operation\":\"output.read\",\"output\":\"mcp-output-0123456789abcdef0123456789abcdef\"}\n                  The next window of a spilled text result, from `offset` bytes (default 0).\n\nExample:\n  printf '%s\\n' '{}' '{\"server\":\"docs\",\"tool\":\"echo\",\"args\":{\"text\":\"hi\"}}' | travis234-mcp session\n\nFlags:\n  --cwd DIR        session (project) directory; default: the current directory\n  --home DIR       home directory, with all that follows from it: configuration files and the\n                   tool-catalog cache (DIR/.cache; $TRAVIS234_MCP_CACHE_DIR still wins); default:\n                   the user's home\n  --agent-dir DIR  Travis234 agent directory; default: $TRAVIS234_CODING_AGENT_DIR or\n                   HOME/.travis234/agent\n  --trusted        read project files (.mcp.json, .travis234/mcp.json), as in a trusted project\n  --offline        refuse non-loopback HTTP servers; stdio children get npm_config_offline=true\n  --packaged FILE  packaged servers and facades, as the shim hands them to the sidecar: a JSON\n                   object {servers, facades, pythonExecutable}, each optional\n\nExit codes:\n  0  success\n  1  an error result (call, status), or configuration errors (check)\n  2  a usage error: unknown command or option, missing or malformed argument\n",
  "sidecar": "Usage: travis234-mcp sidecar\n\nServe the Travis234 shim's JSON-RPC protocol on stdin/stdout (used by the shim).\n\nExit codes:\n  0  success\n  1  an error result (call, status), or configuration errors (check)\n  2  a usage error: unknown command or option, missing or malformed argument\n",
  "demo": "Usage: travis234-mcp demo\n\nStatus, tools, resources and prompts of the bundled demo server, as the model sees them.\n\nExit codes:\n  0  success\n  1  an error result (call, status), or configuration errors (check)\n  2  a usage error: unknown command or option, missing or malformed argument\n",
  "import": "Usage: travis234-mcp import [--from claude|cursor|vscode|gemini|pi|codex|copilot] [FILE] [--write [--scope user|project]]\n\nPrint an mcp.json for this adapter equivalent to another client's file (--from picks its default\nfile and units); one stderr line per dropped or changed field. With --write, add the servers to the\nfile --scope names instead, as add does (all or none); otherwise writes nothing.\n\nArguments:\n  FILE  (optional) the file to convert; default: the --from client's project file\n\nFlags:\n  --cwd DIR        session (project) directory; default: the current directory\n  --home DIR       home directory, with all that follows from it: configuration files and the\n                   tool-catalog cache (DIR/.cache; $TRAVIS234_MCP_CACHE_DIR still wins); default:\n                   the user's home\n  --agent-dir DIR  Travis234 agent directory; default: $TRAVIS234_CODING_AGENT_DIR or\n                   HOME/.travis234/agent\n  --from CLIENT    the client that wrote the file (claude, cursor, vscode, gemini, pi, codex,\n                   copilot)\n  --write          import: add the converted servers to the file --scope names (default user),\n                   checked and kept as add does, instead of printing them\n  --scope SCOPE    the one file add, import --write and remove edit: user (AGENTDIR/mcp.json; the\n                   default of add), project (.travis234/mcp.json in the project), user-shared\n                   (HOME/.config/mcp/mcp.json) or project-shared (.mcp.json)\n\nExit codes:\n  0  success\n  1  an error result (call, status), or configuration errors (check)\n  2  a usage error: unknown command or option, missing or malformed argument\n",
  "add": "Usage: travis234-mcp add NAME [--scope user|project] [--env KEY=VALUE]... [--header NAME=VALUE]... (--url URL | -- COMMAND [ARGS...])\n\nAdd a server to the one file --scope names (default user), checked as `check` checks it first; every\nother entry and the file's layout are kept. A literal credential in --env or --header is written as\na ${VAR} reference and the line to export it is printed. The only commands that write a\nconfiguration file are add, add-json and remove.\n\nArguments:\n  NAME               the server name\n  COMMAND [ARGS...]  (optional) after --: the program that starts a stdio server, and its arguments\n\nFlags:\n  --cwd DIR        session (project) directory; default: the current directory\n  --home DIR       home directory, with all that follows from it: configuration files and the\n                   tool-catalog cache (DIR/.cache; $TRAVIS234_MCP_CACHE_DIR still wins); default:\n                   the user's home\n  --agent-dir DIR  Travis234 agent directory; default: $TRAVIS234_CODING_AGENT_DIR or\n                   HOME/.travis234/agent\n  --scope SCOPE    the one file add, import --write and remove edit: user (AGENTDIR/mcp.json; the\n                   default of add), project (.travis234/mcp.json in the project), user-shared\n                   (HOME/.config/mcp/mcp.json) or project-shared (.mcp.json)\n  --env KEY=VALUE  an env entry of the server (repeat for more); a literal credential becomes a\n                   reference\n  --header NAME=VALUE\n                   an HTTP header of the server (NAME: VALUE also works; repeat for more); a literal\n                   credential becomes a reference\n  --url URL        the server's Streamable HTTP endpoint, instead of a command after --\n\nExit codes:\n  0  success\n  1  an error result (call, status), or configuration errors (check)\n  2  a usage error: unknown command or option, missing or malformed argument\n",
  "add-json": "Usage: travis234-mcp add-json NAME '<json>' [--scope user|project]\n\nAdd a server from one JSON entry as mcp.json holds it, to the one file --scope names (default user),\nwith the checks and the keeping of add.\n\nArguments:\n  NAME      the server name\n  '<json>'  the entry, such as {\"command\": \"npx\", \"args\": [\"-y\", \"pkg\"]}\n\nFlags:\n  --cwd DIR        session (project) directory; default: the current directory\n  --home DIR       home directory, with all that follows from it: configuration files and the\n                   tool-catalog cache (DIR/.cache; $TRAVIS234_MCP_CACHE_DIR still wins); default:\n                   the user's home\n  --agent-dir DIR  Travis234 agent directory; default: $TRAVIS234_CODING_AGENT_DIR or\n                   HOME/.travis234/agent\n  --scope SCOPE    the one file add, import --write and remove edit: user (AGENTDIR/mcp.json; the\n                   default of add), project (.travis234/mcp.json in the project), user-shared\n                   (HOME/.config/mcp/mcp.json) or project-shared (.mcp.json)\n\nExit codes:\n  0  success\n  1  an error result (call, status), or configuration errors (check)\n  2  a usage error: unknown command or option, missing or malformed argument\n",
  "get": "Usage: travis234-mcp get NAME [--json]\n\nOne server as the adapter loads it: the file that defines it, the files whose definition it\nreplaces, its fields (references by name, credentials never shown) and any problem. Writes nothing.\n\nArguments:\n  NAME  the server name\n\nFlags:\n  --cwd DIR        session (project) directory; default: the current directory\n  --home DIR       home directory, with all that follows from it: configuration files and the\n                   tool-catalog cache (DIR/.cache; $TRAVIS234_MCP_CACHE_DIR still wins); default:\n                   the user's home\n  --agent-dir DIR  Travis234 agent directory; default: $TRAVIS234_CODING_AGENT_DIR or\n                   HOME/.travis234/agent\n  --trusted        read project files (.mcp.json, .travis234/mcp.json), as in a trusted project\n  --json           machine-readable output, with a schemaVersion\n\nExit codes:\n  0  success\n  1  an error result (call, status), or configuration errors (check)\n  2  a usage error: unknown command or option, missing or malformed argument\n",
  "remove": "Usage: travis234-mcp remove NAME [--scope user|project]\n\nRemove a server from the one file --scope names, or without --scope from the one configuration file\nthat defines it; every other entry and the file's layout are kept.\n\nArguments:\n  NAME  the server name\n\nFlags:\n  --cwd DIR        session (project) directory; default: the current directory\n  --home DIR       home directory, with all that follows from it: configuration files and the\n                   tool-catalog cache (DIR/.cache; $TRAVIS234_MCP_CACHE_DIR still wins); default:\n                   the user's home\n  --agent-dir DIR  Travis234 agent directory; default: $TRAVIS234_CODING_AGENT_DIR or\n                   HOME/.travis234/agent\n  --scope SCOPE    the one file add, import --write and remove edit: user (AGENTDIR/mcp.json; the\n                   default of add), project (.travis234/mcp.json in the project), user-shared\n                   (HOME/.config/mcp/mcp.json) or project-shared (.mcp.json)\n\nExit codes:\n  0  success\n  1  an error result (call, status), or configuration errors (check)\n  2  a usage error: unknown command or option, missing or malformed argument\n",
  "help": "Usage: travis234-mcp help [COMMAND]\n\nThis text, or one command's.\n\nArguments:\n  COMMAND  (optional) the command whose page to show\n\nExit codes:\n  0  success\n  1  an error result (call, status), or configuration errors (check)\n  2  a usage error: unknown command or option, missing or malformed argument\n",
  "version": "Usage: travis234-mcp version\n\nThe package version (also --version).\n\nExit codes:\n  0  success\n  1  an error result (call, status), or configuration errors (check)\n  2  a usage error: unknown command or option, missing or malformed argument\n"
} as const;

export type CliCommandName = keyof typeof CLI_COMMANDS;
export type CliFlagName = keyof typeof CLI_OPTIONS;
