// Every configuration error code as a given/want table (spec/errors.yaml, area `config`): each row
// writes mcp.json files into a fresh home and project, loads them, and checks code, file, line:col,
// JSON pointer, whether the file or only one server was disabled, and that no planted value leaks.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  realpathSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ErrorCode } from "../../../generated/errors.js";
import { ERROR_CATALOG } from "../../../generated/errors.js";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import type { ConfigProblem, LoadedConfig } from "../../../src/config/index.js";
import { loadConfig } from "../../../src/config/index.js";
import type { SourceDirs, SourceId } from "../../support/config-files.js";
import { SOURCE_PATHS } from "../../support/config-files.js";
import { tempDir } from "../../support/temp.js";

type FileSpec =
  | string
  | Buffer
  | { readonly special: "symlink-loop" | "directory" | "fifo" | "device" }
  | { readonly sparseBytes: number };

const SECRET = "literal-secret-123";
const MAX_FILE_BYTES = LIMIT_VALUES["config.file.maxBytes"];

interface WantProblem {
  readonly code: ErrorCode;
  readonly in: SourceId;
  readonly line: number;
  readonly column: number;
  readonly pointer: string;
  /** The server the problem disables; null when it disables the whole file. */
  readonly server: string | null;
  readonly message?: string;
  readonly hint?: string;
}

interface Row {
  readonly name: string;
  readonly given: Partial<Record<SourceId, FileSpec>>;
  /** Literal values written into the files that must never be echoed (default: SECRET). */
  readonly planted?: readonly string[];
  readonly want: {
    readonly problems: readonly WantProblem[];
    readonly failedFiles: readonly SourceId[];
    readonly servers: readonly string[];
    readonly disabled: readonly string[];
    /** Codes per disabled name, when they are not just the problems of that server. */
    readonly disabledBy?: Readonly<Record<string, readonly ErrorCode[]>>;
    /** Notices: not errors, the file's servers still load. */
    readonly notices?: readonly WantProblem[];
  };
}

const text = (...lines: string[]): string => `${lines.join("\n")}\n`;

/** One valid server "ok" on line 3 (holding the planted literal) and a server "bad" whose fields start at 5:7. */
const withBad = (...fields: string[]): string =>
  text(
    "{",
    '  "mcpServers": {',
    `    "ok": { "command": "ok-server", "env": { "LOG_LEVEL": "${SECRET}" } },`,
    '    "bad": {',
    ...fields.map((f) => `      ${f}`),
    "    }",
    "  }",
    "}",
  );

/** Server "ok" on line 3 and the entry `"<name>": <value>` on line 4: name at 4:5. */
const withEntry = (nameJson: string, value: string): string =>
  text(
    "{",
    '  "mcpServers": {',
    `    "ok": { "command": "ok-server", "env": { "LOG_LEVEL": "${SECRET}" } },`,
    `    ${nameJson}: ${value}`,
    "  }",
    "}",
  );

const VALID_ELSEWHERE = text(
  "{",
  '  "mcpServers": {',
  `    "elsewhere": { "command": "other-server", "env": { "LOG_LEVEL": "${SECRET}" } }`,
  "  }",
  "}",
);

const badServer = (
  code: ErrorCode,
  line: number,
  column: number,
  pointerTail: string,
  extra: Partial<WantProblem> = {},
): WantProblem => ({
  code,
  in: "global-shared",
  line,
  column,
  pointer: `/mcpServers/bad${pointerTail}`,
  server: "bad",
  ...extra,
});

const ONE_BAD = { failedFiles: [], servers: ["ok"], disabled: ["bad"] } as const;

/** A row about the server "bad" of withBad/withEntry in the global shared file. */
const serverRow = (name: string, file: string, problems: readonly WantProblem[], planted?: readonly string[]): Row => ({
  name,
  given: { "global-shared": file },
  ...(planted ? { planted } : {}),
  want: { problems, ...ONE_BAD },
});

const fileRow = (
  name: string,
  given: Partial<Record<SourceId, FileSpec>>,
  problems: readonly WantProblem[],
  failed: SourceId,
  planted?: readonly string[],
): Row => ({
  name,
  given,
  ...(planted ? { planted } : {}),
  want: { problems, failedFiles: [failed], servers: [], disabled: [] },
});

const wholeFile = (
  code: ErrorCode,
  where: SourceId,
  line: number,
  column: number,
  pointer = "",
  extra: Partial<WantProblem> = {},
): WantProblem => ({
  code,
  in: where,
  line,
  column,
  pointer,
  server: null,
  ...extra,
});

/** A row about an invalid server name on line 4: the problem sits on the key and disables that name only. */
const nameRow = (label: string, nameJson: string, name: string): Row => ({
  name: `MCPA_CONFIG_SERVER_NAME: ${label}`,
  given: { "global-shared": withEntry(nameJson, '{ "command": "bad-server" }') },
  want: {
    problems: [
      {
        code: "MCPA_CONFIG_SERVER_NAME",
        in: "global-shared",
        line: 4,
        column: 5,
        pointer: `/mcpServers/${name}`,
        server: name,
        message: "The server name is not valid.",
        hint: "Use 1 to 128 characters with no control characters and no leading or trailing whitespace.",
      },
    ],
    failedFiles: [],
    servers: ["ok"],
    disabled: [name],
  },
});

const SERVER_KEYS =
  "type, command, args, cwd, env, url, headers, lifecycle, requestTimeoutMs, protocolVersion, reconnect, disabled, cacheTools, pinTools, includeTools, excludeTools, alwaysAllow, autoApprove, trust";
const LONG_NAME = "n".repeat(129);

const ROWS: readonly Row[] = [
  // --- the file as a whole ---
  fileRow(
    "MCPA_CONFIG_READ: a symlink loop cannot be read (ELOOP)",
    { "global-shared": { special: "symlink-loop" }, "global-agent": VALID_ELSEWHERE },
    [wholeFile("MCPA_CONFIG_READ", "global-shared", 0, 0, "", { message: "The file could not be read (ELOOP)." })],
    "global-shared",
  ),
  fileRow(
    "MCPA_CONFIG_ENCODING: invalid UTF-8 bytes",
    {
      "project-agent": Buffer.concat([
        Buffer.from(`{"mcpServers": {"a": {"command": "x", "env": {"LOG_LEVEL": "${SECRET}`),
        Buffer.from([0xc3, 0x28, 0xff]),
        Buffer.from('"}}}}\n'),
      ]),
    },
    [wholeFile("MCPA_CONFIG_ENCODING", "project-agent", 0, 0)],
    "project-agent",
  ),
  {
    // VS Code's mcp.json allows both; a person's trailing comma must not disable every server.
    name: "MCPA_CONFIG_JSON_LENIENT: comments and trailing commas load, one notice per kind at the first of each",
    given: {
      "global-agent": text(
        "{",
        `  // ${SECRET}`,
        '  "mcpServers": {',
        `    "ok": { "command": "ok-server", "env": { "LOG_LEVEL": "${SECRET}" }, }, /* two */`,
        "  },",
        "}",
      ),
    },
    want: {
      problems: [],
      failedFiles: [],
      servers: ["ok"],
      disabled: [],
      notices: [
        wholeFile("MCPA_CONFIG_JSON_LENIENT", "global-agent", 2, 3, "", {
          message:
            "Notice: the file holds 2 comments (the first at this position), which is not JSON; this adapter accepts it, but other clients that read the same file may refuse it.",
        }),
        wholeFile("MCPA_CONFIG_JSON_LENIENT", "global-agent", 4, 81, "", {
          message:
            "Notice: the file holds 3 trailing commas (the first at this position), which is not JSON; this adapter accepts it, but other clients that read the same file may refuse it.",
        }),
      ],
    },
  },
  fileRow(
    "MCPA_CONFIG_JSON_SYNTAX: a missing comma between two keys, with its position",
    {
      "global-shared": text(
        "{",
        '  "mcpServers": {',
        `    "a": { "command": "x", "env": { "LOG_LEVEL": "${SECRET}" } }`,
        '    "b": { "command": "y" }',
        "  }",
        "}",
      ),
    },
    [
      wholeFile("MCPA_CONFIG_JSON_SYNTAX", "global-shared", 4, 5, "", {
        message: "The file is not valid JSON (CommaExpected).",
      }),
    ],
    "global-shared",
  ),
  fileRow(
    "MCPA_CONFIG_JSON_SYNTAX: a truncated file",
    { "project-shared": text("{", '  "mcpServers": {', `    "a": { "command": "${SECRET}"`) },
    // The parser reports the unclosed brace once per open object; the loader reports it once.
    [
      wholeFile("MCPA_CONFIG_JSON_SYNTAX", "project-shared", 4, 1, "", {
        message: "The file is not valid JSON (CloseBraceExpected).",
      }),
    ],
    "project-shared",
  ),
  fileRow(
    "MCPA_CONFIG_JSON_SYNTAX: an empty file (a valid lower file holds the planted value)",
    { "global-shared": VALID_ELSEWHERE, "project-agent": "" },
    [
      wholeFile("MCPA_CONFIG_JSON_SYNTAX", "project-agent", 1, 1, "", {
        message: "The file is not valid JSON (ValueExpected).",
      }),
    ],
    "project-agent",
  ),
  fileRow(
    "MCPA_CONFIG_DUPLICATE_KEY: mcpServers twice disables the file",
    {
      "global-shared": text(
        "{",
        `  "mcpServers": { "a": { "command": "x", "env": { "LOG_LEVEL": "${SECRET}" } } },`,
        '  "mcpServers": {}',
        "}",
      ),
    },
    [
      wholeFile("MCPA_CONFIG_DUPLICATE_KEY", "global-shared", 3, 3, "/mcpServers", {
        message: "The key `mcpServers` appears more than once in the same object.",
      }),
    ],
    "global-shared",
  ),
  fileRow(
    "MCPA_CONFIG_ROOT_TYPE: an array",
    { "global-shared": text(`["${SECRET}"]`) },
    [wholeFile("MCPA_CONFIG_ROOT_TYPE", "global-shared", 1, 1)],
    "global-shared",
  ),
  fileRow(
    "MCPA_CONFIG_ROOT_TYPE: a string",
    { "global-shared": text(`"${SECRET}"`) },
    [wholeFile("MCPA_CONFIG_ROOT_TYPE", "global-shared", 1, 1)],
    "global-shared",
  ),
  fileRow(
    "MCPA_CONFIG_ROOT_TYPE: null",
    { "global-shared": VALID_ELSEWHERE, "global-agent": text("null") },
    [wholeFile("MCPA_CONFIG_ROOT_TYPE", "global-agent", 1, 1)],
    "global-agent",
  ),
  fileRow(
    "MCPA_CONFIG_SERVERS_TYPE: mcpServers missing",
    { "global-shared": text("{", `  "$schema": "${SECRET}"`, "}") },
    [wholeFile("MCPA_CONFIG_SERVERS_TYPE", "global-shared", 1, 1)],
    "global-shared",
  ),
  fileRow(
    "MCPA_CONFIG_SERVERS_TYPE: mcpServers is an array",
    { "global-shared": text("{", `  "mcpServers": [{ "command": "x", "env": { "LOG_LEVEL": "${SECRET}" } }]`, "}") },
    [wholeFile("MCPA_CONFIG_SERVERS_TYPE", "global-shared", 2, 17, "/mcpServers")],
    "global-shared",
  ),
  fileRow(
    "MCPA_CONFIG_SERVERS_TYPE: mcpServers is null",
    { "global-shared": text("{", `  "$schema": "${SECRET}",`, '  "mcpServers": null', "}") },
    [wholeFile("MCPA_CONFIG_SERVERS_TYPE", "global-shared", 3, 17, "/mcpServers")],
    "global-shared",
  ),
  {
    // An unknown root key rejects its own file only: its servers stay off (no lower definition of
    // "ok" takes over), and the servers of the other files load.
    name: "MCPA_CONFIG_UNKNOWN_FIELD: top level, listing the known fields; only this file is rejected",
    given: {
      "global-shared": text(
        "{",
        '  "mcpServers": {',
        '    "ok": { "command": "lower-ok" },',
        `    "elsewhere": { "command": "other-server", "env": { "LOG_LEVEL": "${SECRET}" } }`,
        "  }",
        "}",
      ),
      "project-agent": text(
        "{",
        '  "mcpServers": {',
        '    "ok": { "command": "ok-server" }',
        "  },",
        `  "extra": "${SECRET}"`,
        "}",
      ),
    },
    want: {
      problems: [
        wholeFile("MCPA_CONFIG_UNKNOWN_FIELD", "project-agent", 5, 3, "/extra", {
          message: "`extra` is not a known field here.",
          hint: "Remove it or fix its spelling. Known fields here: $schema, settings, imports, mcpServers.",
        }),
      ],
      failedFiles: [],
      servers: ["elsewhere"],
      disabled: ["ok"],
      disabledBy: { ok: ["MCPA_CONFIG_UNKNOWN_FIELD"] },
    },
  },

  {
    // pi-mcp-adapter reads ~/.config/mcp/mcp.json too, and writes its own root keys into it.
    name: "MCPA_CONFIG_FOREIGN_ROOT_KEY: pi's settings and imports are ignored with a notice, and the servers load",
    given: {
      "global-shared": text(
        "{",
        '  "settings": { "toolPrefix": "server", "idleTimeout": 10 },',
        '  "imports": ["cursor", "claude-code"],',
        '  "mcpServers": {',
        `    "ok": { "command": "ok-server", "env": { "LOG_LEVEL": "${SECRET}" } }`,
        "  }",
        "}",
      ),
    },
    want: {
      problems: [],
      failedFiles: [],
      servers: ["ok"],
      disabled: [],
      notices: [
        wholeFile("MCPA_CONFIG_FOREIGN_ROOT_KEY", "global-shared", 2, 3, "/settings", {
          message:
            "Notice: `settings` belongs to another MCP client and is ignored here; the servers of this file load.",
        }),
        wholeFile("MCPA_CONFIG_FOREIGN_ROOT_KEY", "global-shared", 3, 3, "/imports"),
      ],
    },
  },

  {
    // Cursor's and Claude Code's documented form puts a reference in args, which other clients expand.
    name: "MCPA_CONFIG_ARG_REFERENCE: a ${VAR} in args loads, with a notice naming the argument and the env fix",
    given: {
      "global-shared": text(
        "{",
        '  "mcpServers": {',
        `    "db": { "command": "npx", "args": ["-y", "mcp-db", "--url", "\${DATABASE_URL}", "--key=${SECRET}"] }`,
        "  }",
        "}",
      ),
    },
    want: {
      problems: [],
      failedFiles: [],
      servers: ["db"],
      disabled: [],
      notices: [
        wholeFile("MCPA_CONFIG_ARG_REFERENCE", "global-shared", 3, 65, "/mcpServers/db/args/3", {
          server: "db",
          message:
            "Notice: `args[3]` holds `${DATABASE_URL}`, which reaches the server as those characters: arguments are passed literally, never expanded. Pass the value through `env` instead.",
          hint: 'Add "env": {"DATABASE_URL": "${DATABASE_URL}"} to the entry and have the server read the variable, or write the value itself in args.',
        }),
      ],
    },
  },

  {
    // server-postgres takes its URL as an argument; supabase documents --access-token sbp_...
    name: "MCPA_CONFIG_ARG_CREDENTIAL: a URI password and a credential flag's value in args load, with the env fix",
    given: {
      "global-shared": text(
        "{",
        '  "mcpServers": {',
        '    "pg": { "command": "npx", "args": ["-y", "server-postgres", "postgresql://app:hunter2-pg-pass@db/app"] },',
        '    "supa": { "command": "npx", "args": ["-y", "mcp-server-supabase", "--access-token", "sbp_0123456789abcdef0123"] }',
        "  }",
        "}",
      ),
    },
    planted: ["hunter2-pg-pass", "sbp_0123456789abcdef0123"],
    want: {
      problems: [],
      failedFiles: [],
      servers: ["pg", "supa"],
      disabled: [],
      notices: [
        wholeFile("MCPA_CONFIG_ARG_CREDENTIAL", "global-shared", 3, 65, "/mcpServers/pg/args/2", {
          server: "pg",
          message:
            "Notice: `args[2]` holds a literal credential (a password in a URI; not shown), stored in the file and visible in the process list.",
        }),
        wholeFile("MCPA_CONFIG_ARG_CREDENTIAL", "global-shared", 4, 89, "/mcpServers/supa/args/3", {
          server: "supa",
          message:
            "Notice: `args[3]` holds a literal credential (the value of --access-token; not shown), stored in the file and visible in the process list.",
        }),
      ],
    },
  },

  {
    // mcp-remote's README: --header "Authorization:${AUTH_HEADER}" with env.AUTH_HEADER; it expands it itself.
    name: "MCPA_CONFIG_ARG_EXPANDED_BY_SERVER: a ${VAR} in args whose env entry is set asks for nothing more",
    given: {
      "global-shared": text(
        "{",
        '  "mcpServers": {',
        '    "remote": { "command": "npx", "args": ["mcp-remote", "https://example.com/mcp", "--header", "Authorization:${AUTH_HEADER}"],',
        `      "env": { "AUTH_HEADER": "Bearer \${TOKEN}", "LOG_LEVEL": "${SECRET}" } }`,
        "  }",
        "}",
      ),
    },
    want: {
      problems: [],
      failedFiles: [],
      servers: ["remote"],
      disabled: [],
      notices: [
        wholeFile("MCPA_CONFIG_ARG_EXPANDED_BY_SERVER", "global-shared", 3, 97, "/mcpServers/remote/args/3", {
          server: "remote",
          message:
            "Notice: `args[3]` holds `${AUTH_HEADER}`, passed to the server as those characters; env.AUTH_HEADER is set, so a server that expands it itself (as mcp-remote does) receives the value.",
        }),
      ],
    },
  },

  {
    // The Windows form Claude Code documents: `claude mcp add my-server -- cmd /c npx -y @some/package`.
    name: "MCPA_CONFIG_WINDOWS_SHELL: cmd /c on POSIX loads, with a notice giving the entry without the shell",
    given: {
      "global-shared": text(
        "{",
        '  "mcpServers": {',
        `    "win": { "command": "cmd", "args": ["/c", "npx", "-y", "@some/package", "${SECRET}"] }`,
        "  }",
        "}",
      ),
    },
    want: {
      problems: [],
      failedFiles: [],
      servers: ["win"],
      disabled: [],
      notices: [
        wholeFile("MCPA_CONFIG_WINDOWS_SHELL", "global-shared", 3, 25, "/mcpServers/win/command", {
          server: "win",
          message:
            "Notice: `command` is the Windows shell (`cmd /c`), which this platform does not have; the entry fails to start here.",
          hint: 'Run the program itself: "command": "npx", with the arguments after it as "args" (drop "cmd" and "/c").',
        }),
      ],
    },
  },

  {
    name: "MCPA_CONFIG_LOADER_ENV: an env key that changes how code is loaded loads, with a notice naming only the key",
    given: {
      "global-shared": text(
        "{",
        '  "mcpServers": {',
        `    "node": { "command": "node", "env": { "NODE_OPTIONS": "--require ${SECRET}" } }`,
        "  }",
        "}",
      ),
    },
    want: {
      problems: [],
      failedFiles: [],
      servers: ["node"],
      disabled: [],
      notices: [
        wholeFile("MCPA_CONFIG_LOADER_ENV", "global-shared", 3, 43, "/mcpServers/node/env/NODE_OPTIONS", {
          server: "node",
          message:
            "Notice: `env.NODE_OPTIONS` changes how the server's runtime finds or loads code (allowed: the configuration is trusted).",
          hint: "Keep it only if the server needs it; a value there runs before the server's own code does.",
        }),
      ],
    },
  },

  // --- one server entry ---
  serverRow(
    "MCPA_CONFIG_HEADER_VALUE: a line break in a header value",
    withBad('"url": "https://example.com/mcp",', `"headers": { "X-Trace": "a\\r\\nInjected: ${SECRET}" }`),
    [
      badServer("MCPA_CONFIG_HEADER_VALUE", 6, 31, "/headers/X-Trace", {
        message: "The value of header `X-Trace` holds a line break (CR or LF), which an HTTP header cannot carry.",
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_DUPLICATE_KEY: a server name twice",
    text(
      "{",
      '  "mcpServers": {',
      `    "ok": { "command": "ok-server", "env": { "LOG_LEVEL": "${SECRET}" } },`,
      '    "bad": { "command": "first" },',
      '    "bad": { "command": "second" }',
      "  }",
      "}",
    ),
    [
      badServer("MCPA_CONFIG_DUPLICATE_KEY", 5, 5, "", {
        message: "The key `bad` appears more than once in the same object.",
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_DUPLICATE_KEY: a field twice inside a server",
    withBad('"command": "first",', '"command": "second"'),
    [
      badServer("MCPA_CONFIG_DUPLICATE_KEY", 6, 7, "/command", {
        message: "The key `command` appears more than once in the same object.",
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_DUPLICATE_KEY: header names differing only in case",
    withBad(
      '"url": "https://example.com/mcp",',
      '"headers": {',
      `  "X-Trace": "${SECRET}",`,
      '  "x-trace": "other-value"',
      "}",
    ),
    [
      badServer("MCPA_CONFIG_DUPLICATE_KEY", 8, 9, "/headers/x-trace", {
        message: "The key `x-trace` appears more than once in the same object.",
      }),
    ],
  ),
  nameRow("blank", '""', ""),
  nameRow("leading space", '" lead"', " lead"),
  nameRow("trailing space", '"trail "', "trail "),
  nameRow("a control character", '"ctl\\u0001name"', "ctl\u0001name"),
  nameRow("a no-break space in front", '"\\u00a0nbsp"', "\u00a0nbsp"),
  nameRow("129 characters", `"${LONG_NAME}"`, LONG_NAME),
  serverRow("MCPA_CONFIG_SERVER_TYPE: a string", withEntry('"bad"', `"${SECRET}"`), [
    badServer("MCPA_CONFIG_SERVER_TYPE", 4, 12, ""),
  ]),
  serverRow("MCPA_CONFIG_SERVER_TYPE: an array", withEntry('"bad"', `["${SECRET}"]`), [
    badServer("MCPA_CONFIG_SERVER_TYPE", 4, 12, ""),
  ]),
  serverRow("MCPA_CONFIG_SERVER_TYPE: null", withEntry('"bad"', "null"), [
    badServer("MCPA_CONFIG_SERVER_TYPE", 4, 12, ""),
  ]),
  serverRow(
    "MCPA_CONFIG_UNKNOWN_FIELD: server level, listing the known fields",
    withBad('"command": "bad-server",', `"comand": "${SECRET}"`),
    [
      badServer("MCPA_CONFIG_UNKNOWN_FIELD", 6, 7, "/comand", {
        message: "`comand` is not a known field here.",
        hint: `Remove it or fix its spelling. Known fields here: ${SERVER_KEYS}.`,
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_UNKNOWN_FIELD: inside reconnect, listing the known fields",
    withBad('"command": "bad-server",', '"reconnect": {', '  "automatic": true,', '  "retries": 2', "}"),
    [
      badServer("MCPA_CONFIG_UNKNOWN_FIELD", 8, 9, "/reconnect/retries", {
        message: "`reconnect.retries` is not a known field here.",
        hint: "Remove it or fix its spelling. Known fields here: automatic, maxAttempts, baseDelayMs.",
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_UNKNOWN_FIELD: a field named like an Object.prototype member",
    withBad('"command": "bad-server",', `"constructor": "${SECRET}"`),
    [
      badServer("MCPA_CONFIG_UNKNOWN_FIELD", 6, 7, "/constructor", {
        message: "`constructor` is not a known field here.",
      }),
    ],
  ),
  serverRow(
    'MCPA_CONFIG_TRANSPORT_FIELD: "transport": "sse"',
    withBad('"url": "https://example.com/mcp",', '"transport": "sse"'),
    [
      badServer("MCPA_CONFIG_TRANSPORT_FIELD", 6, 7, "/transport", {
        message: "`transport` is not used: the transport follows from `command` (stdio) or `url` (Streamable HTTP).",
        hint: "Remove `transport`. Legacy SSE is not supported; point `url` at a Streamable HTTP endpoint.",
      }),
    ],
  ),
  serverRow(
    'MCPA_CONFIG_TRANSPORT_TYPE: "type": "sse" (legacy SSE)',
    withBad('"url": "https://example.com/sse",', '"type": "sse"'),
    [
      badServer("MCPA_CONFIG_TRANSPORT_TYPE", 6, 15, "/type", {
        message: "`type` names a transport this adapter does not speak.",
        hint: 'Use "stdio" with `command`, or "http" (also "streamable-http" or "streamableHttp") with `url`, or remove `type`. Legacy SSE is not supported: point `url` at the server\'s Streamable HTTP endpoint (often /mcp, not /sse).',
      }),
    ],
  ),
  serverRow(
    'MCPA_CONFIG_TRANSPORT_MISMATCH: "type": "stdio" on a url server',
    withBad('"url": "https://example.com/mcp",', '"type": "stdio"'),
    [
      badServer("MCPA_CONFIG_TRANSPORT_MISMATCH", 6, 15, "/type", {
        message:
          "`type` contradicts the transport of this server: `command` means stdio and `url` means Streamable HTTP.",
      }),
    ],
  ),
  serverRow(
    'MCPA_CONFIG_TRANSPORT_MISMATCH: "type": "streamableHttp" on a command server',
    withBad('"command": "bad-server",', '"type": "streamableHttp"'),
    [
      badServer("MCPA_CONFIG_TRANSPORT_MISMATCH", 6, 15, "/type", {
        hint: 'Write "type": "stdio" with `command` or "type": "http" with `url`, or remove `type`.',
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_TIMEOUT_FIELD: Claude Code / Gemini / Cline timeout",
    withBad('"command": "bad-server",', '"timeout": 30000'),
    [
      badServer("MCPA_CONFIG_TIMEOUT_FIELD", 6, 7, "/timeout", {
        hint: 'Use `requestTimeoutMs` instead, in milliseconds (for example "requestTimeoutMs": 60000); it bounds connect and every request.',
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_APPROVAL_FIELD: alwaysAllow, autoApprove and trust that approve something",
    withBad('"command": "bad-server",', '"alwaysAllow": ["read"],', '"autoApprove": "write",', '"trust": true'),
    [
      badServer("MCPA_CONFIG_APPROVAL_FIELD", 6, 22, "/alwaysAllow", {
        message: "`alwaysAllow` pre-approves tools for another MCP client and is not supported here.",
      }),
      badServer("MCPA_CONFIG_APPROVAL_FIELD", 7, 22, "/autoApprove"),
      badServer("MCPA_CONFIG_APPROVAL_FIELD", 8, 16, "/trust"),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_UNSUPPORTED_FEATURE: oauth",
    withBad('"url": "https://example.com/mcp",', `"oauth": { "clientSecret": "${SECRET}" }`),
    [
      badServer("MCPA_CONFIG_UNSUPPORTED_FEATURE", 6, 7, "/oauth", {
        message: "`oauth` belongs to another MCP client and is not supported here.",
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_UNSUPPORTED_FEATURE: directTools and auth",
    withBad('"command": "bad-server",', '"directTools": true,', '"auth": "oauth"'),
    [
      badServer("MCPA_CONFIG_UNSUPPORTED_FEATURE", 6, 7, "/directTools"),
      badServer("MCPA_CONFIG_UNSUPPORTED_FEATURE", 7, 7, "/auth"),
    ],
  ),
  serverRow("MCPA_CONFIG_FIELD_TYPE: disabled is a string", withBad('"command": "bad-server",', '"disabled": "yes"'), [
    badServer("MCPA_CONFIG_FIELD_TYPE", 6, 19, "/disabled", { message: "`disabled` must be true or false." }),
  ]),
  serverRow(
    "MCPA_CONFIG_EMPTY_STRING: a blank includeTools pattern",
    withBad('"command": "bad-server",', '"includeTools": ["read_*", " "]'),
    [badServer("MCPA_CONFIG_EMPTY_STRING", 6, 34, "/includeTools/1")],
  ),
  serverRow("MCPA_CONFIG_FIELD_TYPE: command is a number", withBad('"command": 5'), [
    badServer("MCPA_CONFIG_FIELD_TYPE", 5, 18, "/command", { message: "`command` must be a string." }),
  ]),
  serverRow(
    "MCPA_CONFIG_FIELD_TYPE: an argument is a number",
    withBad('"command": "bad-server",', `"args": ["${SECRET}", 5]`),
    [badServer("MCPA_CONFIG_FIELD_TYPE", 6, 38, "/args/1", { message: "`args[1]` must be a string." })],
  ),
  serverRow(
    "MCPA_CONFIG_FIELD_TYPE: requestTimeoutMs is not an integer",
    withBad('"command": "bad-server",', '"requestTimeoutMs": 1.5'),
    [
      badServer("MCPA_CONFIG_FIELD_TYPE", 6, 27, "/requestTimeoutMs", {
        message: "`requestTimeoutMs` must be an integer.",
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_FIELD_TYPE: reconnect.automatic is a string",
    withBad('"command": "bad-server",', '"reconnect": { "automatic": "yes" }'),
    [
      badServer("MCPA_CONFIG_FIELD_TYPE", 6, 35, "/reconnect/automatic", {
        message: "`reconnect.automatic` must be true or false.",
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_FIELD_TYPE: headers is an array",
    withBad('"url": "https://example.com/mcp",', `"headers": ["${SECRET}"]`),
    [badServer("MCPA_CONFIG_FIELD_TYPE", 6, 18, "/headers", { message: "`headers` must be an object." })],
  ),
  serverRow("MCPA_CONFIG_NULL: cwd", withBad('"command": "bad-server",', '"cwd": null'), [
    badServer("MCPA_CONFIG_NULL", 6, 14, "/cwd", { message: "`cwd` is null, which is never a valid value." }),
  ]),
  serverRow("MCPA_CONFIG_NULL: an env value", withBad('"command": "bad-server",', '"env": { "LOG_LEVEL": null }'), [
    badServer("MCPA_CONFIG_NULL", 6, 29, "/env/LOG_LEVEL", {
      message: "`env.LOG_LEVEL` is null, which is never a valid value.",
    }),
  ]),
  serverRow("MCPA_CONFIG_EMPTY_STRING: blank command", withBad('"command": "   "'), [
    badServer("MCPA_CONFIG_EMPTY_STRING", 5, 18, "/command", { message: "`command` must not be empty or blank." }),
  ]),
  serverRow("MCPA_CONFIG_EMPTY_STRING: empty cwd", withBad('"command": "bad-server",', '"cwd": ""'), [
    badServer("MCPA_CONFIG_EMPTY_STRING", 6, 14, "/cwd", { message: "`cwd` must not be empty or blank." }),
  ]),
  serverRow(
    "MCPA_CONFIG_RANGE: requestTimeoutMs above the timer limit",
    withBad('"command": "bad-server",', '"requestTimeoutMs": 2147483648'),
    [
      badServer("MCPA_CONFIG_RANGE", 6, 27, "/requestTimeoutMs", {
        message: "`requestTimeoutMs` is out of range: it must be at most 2147483647.",
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_RANGE: reconnect.maxAttempts below 1",
    withBad('"command": "bad-server",', '"reconnect": { "maxAttempts": 0 }'),
    [
      badServer("MCPA_CONFIG_RANGE", 6, 37, "/reconnect/maxAttempts", {
        message: "`reconnect.maxAttempts` is out of range: it must be from 1 to 3.",
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_RANGE: reconnect.maxAttempts above 3",
    withBad('"command": "bad-server",', '"reconnect": { "maxAttempts": 4 }'),
    [badServer("MCPA_CONFIG_RANGE", 6, 37, "/reconnect/maxAttempts", { hint: "Use an integer that is from 1 to 3." })],
  ),
  serverRow(
    "MCPA_CONFIG_RANGE: reconnect.baseDelayMs below 100",
    withBad('"command": "bad-server",', '"reconnect": { "baseDelayMs": 99 }'),
    [
      badServer("MCPA_CONFIG_RANGE", 6, 37, "/reconnect/baseDelayMs", {
        message: "`reconnect.baseDelayMs` is out of range: it must be from 100 to 500.",
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_RANGE: reconnect.baseDelayMs above 500",
    withBad('"command": "bad-server",', '"reconnect": { "baseDelayMs": 501 }'),
    [
      badServer("MCPA_CONFIG_RANGE", 6, 37, "/reconnect/baseDelayMs", {
        hint: "Use an integer that is from 100 to 500.",
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_PROTOCOL_VERSION: an unknown revision",
    withBad('"command": "bad-server",', '"protocolVersion": "2025-11-25"'),
    [badServer("MCPA_CONFIG_PROTOCOL_VERSION", 6, 26, "/protocolVersion")],
  ),
  serverRow("MCPA_CONFIG_LIFECYCLE: eager", withBad('"command": "bad-server",', '"lifecycle": "eager"'), [
    badServer("MCPA_CONFIG_LIFECYCLE", 6, 20, "/lifecycle"),
  ]),
  serverRow(
    "MCPA_CONFIG_TRANSPORT_CHOICE: both command and url",
    withBad('"command": "bad-server",', '"url": "https://example.com/mcp"'),
    [badServer("MCPA_CONFIG_TRANSPORT_CHOICE", 4, 12, "")],
  ),
  serverRow("MCPA_CONFIG_TRANSPORT_CHOICE: neither command nor url", withBad(`"args": ["${SECRET}"]`), [
    badServer("MCPA_CONFIG_TRANSPORT_CHOICE", 4, 12, ""),
  ]),
  serverRow(
    "MCPA_CONFIG_STDIO_ONLY_FIELD: args, cwd and env on a url server, each reported",
    withBad(
      '"url": "https://example.com/mcp",',
      '"args": ["--stdio"],',
      '"cwd": "/srv",',
      `"env": { "LOG_LEVEL": "${SECRET}" }`,
    ),
    [
      badServer("MCPA_CONFIG_STDIO_ONLY_FIELD", 6, 15, "/args", {
        message: "`args` applies only to stdio servers (those with `command`).",
      }),
      badServer("MCPA_CONFIG_STDIO_ONLY_FIELD", 7, 14, "/cwd", {
        message: "`cwd` applies only to stdio servers (those with `command`).",
      }),
      badServer("MCPA_CONFIG_STDIO_ONLY_FIELD", 8, 14, "/env", {
        message: "`env` applies only to stdio servers (those with `command`).",
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_HTTP_ONLY_FIELD: headers on a command server",
    withBad('"command": "bad-server",', `"headers": { "X-Trace": "${SECRET}" }`),
    [
      badServer("MCPA_CONFIG_HTTP_ONLY_FIELD", 6, 18, "/headers", {
        message: "`headers` applies only to Streamable HTTP servers (those with `url`).",
      }),
    ],
  ),
  serverRow("MCPA_CONFIG_URL_INVALID: another scheme, reported once", withBad('"url": "ftp://example.com/mcp"'), [
    badServer("MCPA_CONFIG_URL_INVALID", 5, 14, "/url"),
  ]),
  serverRow("MCPA_CONFIG_URL_INVALID: a relative path", withBad('"url": "/mcp"'), [
    badServer("MCPA_CONFIG_URL_INVALID", 5, 14, "/url"),
  ]),
  serverRow("MCPA_CONFIG_URL_INVALID: an empty string", withBad('"url": ""'), [
    badServer("MCPA_CONFIG_URL_INVALID", 5, 14, "/url"),
  ]),
  serverRow("MCPA_CONFIG_URL_INVALID: a host the URL parser rejects", withBad('"url": "https://[bad/mcp"'), [
    badServer("MCPA_CONFIG_URL_INVALID", 5, 14, "/url"),
  ]),
  serverRow(
    "MCPA_CONFIG_URL_CREDENTIALS: user and password in the url",
    withBad(`"url": "https://user:${SECRET}@example.com/mcp"`),
    [badServer("MCPA_CONFIG_URL_CREDENTIALS", 5, 14, "/url")],
  ),
  serverRow(
    "MCPA_CONFIG_INSECURE_CREDENTIAL: Authorization over plain http to a remote host",
    withBad(
      '"url": "http://example.com/mcp",',
      `"headers": { "Authorization": "Bearer \${REMOTE_TOKEN}", "X-Trace": "${SECRET}" }`,
    ),
    [
      badServer("MCPA_CONFIG_INSECURE_CREDENTIAL", 6, 20, "/headers/Authorization", {
        message: "The credential header `Authorization` would travel unencrypted to a non-loopback host.",
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_RESERVED_HEADER: Mcp-Session-Id",
    withBad('"url": "https://example.com/mcp",', `"headers": { "Mcp-Session-Id": "${SECRET}" }`),
    [
      badServer("MCPA_CONFIG_RESERVED_HEADER", 6, 20, "/headers/Mcp-Session-Id", {
        message: "The header `Mcp-Session-Id` is managed by the transport and cannot be configured.",
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_RESERVED_HEADER: content-type in lower case",
    withBad('"url": "https://example.com/mcp",', `"headers": { "content-type": "${SECRET}" }`),
    [badServer("MCPA_CONFIG_RESERVED_HEADER", 6, 20, "/headers/content-type")],
  ),
  serverRow(
    "MCPA_CONFIG_RESERVED_HEADER: the 2026-07-28 routing headers, Mcp-Param-* by prefix",
    withBad(
      '"url": "https://example.com/mcp",',
      `"headers": { "Mcp-Method": "x", "mcp-name": "y", "Mcp-Param-Region": "${SECRET}" }`,
    ),
    [
      badServer("MCPA_CONFIG_RESERVED_HEADER", 6, 20, "/headers/Mcp-Method"),
      badServer("MCPA_CONFIG_RESERVED_HEADER", 6, 39, "/headers/mcp-name"),
      badServer("MCPA_CONFIG_RESERVED_HEADER", 6, 56, "/headers/Mcp-Param-Region"),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_CREDENTIAL_LITERAL: an env key with a marker",
    withBad('"command": "bad-server",', `"env": { "GITHUB_TOKEN": "${SECRET}" }`),
    [
      badServer("MCPA_CONFIG_CREDENTIAL_LITERAL", 6, 32, "/env/GITHUB_TOKEN", {
        message: "`env.GITHUB_TOKEN` looks like a credential but holds a literal value.",
        hint: 'Keep the secret in the environment and reference it, for example "${GITHUB_TOKEN}" or "Bearer $env:GITHUB_TOKEN", then export GITHUB_TOKEN before starting Travis234.',
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_CREDENTIAL_DEFAULT: a Claude Code default in a credential env key",
    withBad('"command": "bad-server",', `"env": { "API_TOKEN": "\${API_TOKEN:-${SECRET}}" }`),
    [
      badServer("MCPA_CONFIG_CREDENTIAL_DEFAULT", 6, 29, "/env/API_TOKEN", {
        message:
          "`env.API_TOKEN` looks like a credential and gives its reference a default, which would be a literal credential.",
        hint: "Remove the `:-...` default, keep the secret in the environment and export API_TOKEN before starting Travis234.",
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_CREDENTIAL_DEFAULT: ${env:NAME:-default} in an Authorization header",
    withBad('"url": "https://example.com/mcp",', `"headers": { "Authorization": "Bearer \${env:TOKEN:-${SECRET}}" }`),
    [badServer("MCPA_CONFIG_CREDENTIAL_DEFAULT", 6, 37, "/headers/Authorization")],
  ),
  serverRow(
    "MCPA_CONFIG_CREDENTIAL_LITERAL: $$ is a literal dollar, not a reference",
    withBad('"command": "bad-server",', `"env": { "API_TOKEN": "$$${SECRET}" }`),
    [badServer("MCPA_CONFIG_CREDENTIAL_LITERAL", 6, 29, "/env/API_TOKEN")],
  ),
  serverRow(
    "MCPA_CONFIG_CREDENTIAL_LITERAL: an X-API-Key header",
    withBad('"url": "https://example.com/mcp",', `"headers": { "X-API-Key": "${SECRET}" }`),
    [
      badServer("MCPA_CONFIG_CREDENTIAL_LITERAL", 6, 33, "/headers/X-API-Key", {
        message: "`headers.X-API-Key` looks like a credential but holds a literal value.",
      }),
    ],
  ),
  serverRow(
    'MCPA_CONFIG_CREDENTIAL_LITERAL: Authorization "Bearer abc"',
    withBad('"url": "https://example.com/mcp",', '"headers": { "Authorization": "Bearer abc" }'),
    [
      badServer("MCPA_CONFIG_CREDENTIAL_LITERAL", 6, 37, "/headers/Authorization", {
        message: "`headers.Authorization` looks like a credential but holds a literal value.",
        hint: 'Keep the secret in the environment and reference it, for example "${BAD_TOKEN}" or "Bearer $env:BAD_TOKEN", then export BAD_TOKEN before starting Travis234.',
      }),
    ],
    [SECRET, "Bearer abc"],
  ),
  serverRow(
    "MCPA_CONFIG_CREDENTIAL_LITERAL: a Cookie header in lower case",
    withBad('"url": "https://example.com/mcp",', `"headers": { "cookie": "sid=${SECRET}" }`),
    [badServer("MCPA_CONFIG_CREDENTIAL_LITERAL", 6, 30, "/headers/cookie")],
  ),
  serverRow(
    "MCPA_CONFIG_REFERENCE_SYNTAX: a name starting with a digit",
    withBad('"command": "bad-server",', `"env": { "LOG_FORMAT": "${SECRET}\${1BAD}" }`),
    [
      badServer("MCPA_CONFIG_REFERENCE_SYNTAX", 6, 30, "/env/LOG_FORMAT", {
        message: "`env.LOG_FORMAT` has a malformed reference at character 19.",
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_REFERENCE_SYNTAX: an unclosed brace in a header",
    withBad('"url": "https://example.com/mcp",', `"headers": { "X-Trace": "${SECRET}-\${TRACE" }`),
    [
      badServer("MCPA_CONFIG_REFERENCE_SYNTAX", 6, 31, "/headers/X-Trace", {
        message: "`headers.X-Trace` has a malformed reference at character 20.",
      }),
    ],
  ),
  serverRow(
    "MCPA_CONFIG_REFERENCE_SYNTAX: $env: without a name",
    withBad('"command": "bad-server",', '"env": { "LOG_FORMAT": "$env:" }'),
    [
      badServer("MCPA_CONFIG_REFERENCE_SYNTAX", 6, 30, "/env/LOG_FORMAT", {
        message: "`env.LOG_FORMAT` has a malformed reference at character 1.",
      }),
    ],
  ),

  // --- boundaries that must stay clean ---
  // What is at the path is checked before anything is read: never "missing", never a blocking open.
  fileRow(
    "MCPA_CONFIG_NOT_A_FILE: a directory",
    { "global-shared": { special: "directory" }, "global-agent": VALID_ELSEWHERE },
    [
      wholeFile("MCPA_CONFIG_NOT_A_FILE", "global-shared", 0, 0, "", {
        message: "The path is a directory, not a regular file, so it was not read.",
        hint: "Put a regular JSON file at this path, or remove what is there.",
      }),
    ],
    "global-shared",
  ),
  fileRow(
    "MCPA_CONFIG_NOT_A_FILE: a named pipe with no writer (opening it to read would block)",
    { "project-agent": { special: "fifo" } },
    [
      wholeFile("MCPA_CONFIG_NOT_A_FILE", "project-agent", 0, 0, "", {
        message: "The path is a named pipe (FIFO), not a regular file, so it was not read.",
      }),
    ],
    "project-agent",
    [],
  ),
  fileRow(
    "MCPA_CONFIG_NOT_A_FILE: a symlink to a character device",
    { "global-agent": { special: "device" } },
    [
      wholeFile("MCPA_CONFIG_NOT_A_FILE", "global-agent", 0, 0, "", {
        message: "The path is a character device, not a regular file, so it was not read.",
      }),
    ],
    "global-agent",
    [],
  ),
  fileRow(
    "MCPA_CONFIG_TOO_LARGE: one byte over config.file.maxBytes",
    { "global-shared": { sparseBytes: MAX_FILE_BYTES + 1 } },
    [
      wholeFile("MCPA_CONFIG_TOO_LARGE", "global-shared", 0, 0, "", {
        message: `The file is ${MAX_FILE_BYTES + 1} bytes, over the limit of ${MAX_FILE_BYTES} bytes, so it was not read.`,
      }),
    ],
    "global-shared",
    [],
  ),
  fileRow(
    "MCPA_CONFIG_TOO_LARGE: a 60 MB file",
    { "project-shared": { sparseBytes: 60_000_000 } },
    [
      wholeFile("MCPA_CONFIG_TOO_LARGE", "project-shared", 0, 0, "", {
        message: `The file is 60000000 bytes, over the limit of ${MAX_FILE_BYTES} bytes, so it was not read.`,
      }),
    ],
    "project-shared",
    [],
  ),
  {
    name: "a file of exactly config.file.maxBytes is read",
    given: { "global-shared": VALID_ELSEWHERE.padEnd(MAX_FILE_BYTES, " ") },
    want: { problems: [], failedFiles: [], servers: ["elsewhere"], disabled: [] },
  },
  {
    name: "a 128-character server name is accepted",
    given: { "global-shared": withEntry(`"${"n".repeat(128)}"`, '{ "command": "x" }') },
    want: { problems: [], failedFiles: [], servers: ["ok", "n".repeat(128)], disabled: [] },
  },
  {
    name: "the range limits themselves are accepted",
    given: {
      "global-shared": withBad(
        '"command": "bad-server",',
        '"requestTimeoutMs": 2147483647,',
        '"reconnect": { "maxAttempts": 3, "baseDelayMs": 500 }',
      ),
    },
    want: { problems: [], failedFiles: [], servers: ["ok", "bad"], disabled: [] },
  },
  {
    name: "credential headers over plain http to loopback hosts are accepted",
    given: {
      "global-shared": text(
        "{",
        '  "mcpServers": {',
        `    "a": { "url": "http://localhost:3000/mcp", "headers": { "Authorization": "Bearer \${T}", "X-Trace": "${SECRET}" } },`,
        '    "b": { "url": "http://127.0.0.1:3000/mcp", "headers": { "Authorization": "Bearer ${T}" } },',
        '    "c": { "url": "http://[::1]:3000/mcp", "headers": { "Authorization": "Bearer ${T}" } }',
        "  }",
        "}",
      ),
    },
    want: { problems: [], failedFiles: [], servers: ["a", "b", "c"], disabled: [] },
  },
];

const created: string[] = [];

function freshDirs(): SourceDirs {
  const root = realpathSync(tempDir("mcpa-config-"));
  created.push(root);
  const dirs = { home: join(root, "home"), cwd: join(root, "project") };
  mkdirSync(dirs.home);
  mkdirSync(dirs.cwd);
  return dirs;
}

afterAll(() => {
  expect(created.length).toBeGreaterThan(0);
  expect(created.filter((root) => existsSync(root))).toEqual([]);
});

function writeSource(path: string, spec: FileSpec): void {
  mkdirSync(dirname(path), { recursive: true });
  if (typeof spec === "string" || Buffer.isBuffer(spec)) writeFileSync(path, spec);
  // Sparse: the size is real, the disk blocks are not.
  else if ("sparseBytes" in spec) {
    writeFileSync(path, "");
    truncateSync(path, spec.sparseBytes);
  } else if (spec.special === "directory") mkdirSync(path);
  else if (spec.special === "fifo") expect(spawnSync("mkfifo", [path]).status).toBe(0);
  else if (spec.special === "device") symlinkSync("/dev/zero", path);
  else symlinkSync(path, path);
}

function writeAll(dirs: SourceDirs, given: Partial<Record<SourceId, FileSpec>>): void {
  for (const [id, spec] of Object.entries(given) as [SourceId, FileSpec][]) writeSource(SOURCE_PATHS[id](dirs), spec);
}

const fileText = (spec: FileSpec): string =>
  typeof spec === "string" ? spec : Buffer.isBuffer(spec) ? spec.toString("latin1") : "";

function problemRows(config: LoadedConfig) {
  return config.problems.map((p) => ({
    code: p.code,
    file: p.file,
    line: p.line,
    column: p.column,
    pointer: p.pointer,
    server: p.server ?? null,
  }));
}

describe("configuration error codes (given/want)", () => {
  it.each(ROWS.map((row) => [row.name, row] as const))("%s", (_, row) => {
    const dirs = freshDirs();
    writeAll(dirs, row.given);
    const config = loadConfig({ home: dirs.home, cwd: dirs.cwd, projectTrusted: true });

    expect(problemRows(config)).toEqual(
      row.want.problems.map((p) => ({
        code: p.code,
        file: SOURCE_PATHS[p.in](dirs),
        line: p.line,
        column: p.column,
        pointer: p.pointer,
        server: p.server,
      })),
    );
    row.want.problems.forEach((want, i) => {
      const got = config.problems[i];
      if (want.message !== undefined) expect(got?.message).toBe(want.message);
      if (want.hint !== undefined) expect(got?.hint).toBe(want.hint);
    });
    expect(config.failedFiles).toEqual(row.want.failedFiles.map((id) => SOURCE_PATHS[id](dirs)));
    expect([...config.servers.keys()]).toEqual(row.want.servers);
    expect([...config.disabled.keys()]).toEqual(row.want.disabled);
    for (const name of row.want.disabled) {
      const want = row.want.disabledBy?.[name] ?? row.want.problems.filter((p) => p.server === name).map((p) => p.code);
      expect(config.disabled.get(name)?.problems.map((p) => p.code)).toEqual(want);
    }
    expect(
      config.notices.map((p) => ({
        code: p.code,
        file: p.file,
        line: p.line,
        column: p.column,
        pointer: p.pointer,
        server: p.server ?? null,
      })),
    ).toEqual(
      (row.want.notices ?? []).map((p) => ({
        code: p.code,
        file: SOURCE_PATHS[p.in](dirs),
        line: p.line,
        column: p.column,
        pointer: p.pointer,
        server: p.server,
      })),
    );
    (row.want.notices ?? []).forEach((want, i) => {
      if (want.message !== undefined) expect(config.notices[i]?.message).toBe(want.message);
    });

    const planted = row.planted ?? [SECRET];
    const written = Object.values(row.given).map(fileText).join("\n");
    for (const value of planted) {
      expect(written, "the planted value must really be in a file").toContain(value);
      for (const p of [...config.problems, ...config.notices]) {
        expect(p.message).not.toContain(value);
        expect(p.hint).not.toContain(value);
      }
    }
  });

  it("has a row for every config-area code of the catalog", () => {
    const configCodes = (Object.keys(ERROR_CATALOG) as ErrorCode[]).filter(
      (code) => ERROR_CATALOG[code].area === "config",
    );
    expect(configCodes.length).toBeGreaterThan(20);
    const covered = new Set(
      ROWS.flatMap((row) => [...row.want.problems, ...(row.want.notices ?? [])].map((p) => p.code)),
    );
    expect(configCodes.filter((code) => !covered.has(code))).toEqual([]);
  });
});

describe("configuration loading behaviour", () => {
  const load = (dirs: SourceDirs, projectTrusted = true): LoadedConfig =>
    loadConfig({ home: dirs.home, cwd: dirs.cwd, projectTrusted });

  // Root reads any file whatever its mode, so as root the load runs in a child process with the
  // unprivileged uid 65534; the ELOOP row of the table covers MCPA_CONFIG_READ as well.
  it("MCPA_CONFIG_READ: a file without read permission (EACCES)", () => {
    const dirs = freshDirs();
    writeAll(dirs, { "global-agent": VALID_ELSEWHERE });
    const file = SOURCE_PATHS["global-agent"](dirs);
    chmodSync(file, 0o000);
    let config: Pick<LoadedConfig, "problems" | "failedFiles"> & { serverCount: number };
    if (process.getuid?.() === 0) {
      // The self-contained bundle (rebuilt by the test setup) is copied beside the files, so the
      // unprivileged child needs nothing from the checkout.
      const root = dirname(dirs.home);
      const bundle = join(root, "travis234-mcp.mjs");
      copyFileSync(resolve(import.meta.dirname, "../../../dist/travis234-mcp.mjs"), bundle);
      for (let dir = dirname(file); dir.startsWith(root); dir = dirname(dir)) chmodSync(dir, 0o755);
      chmodSync(bundle, 0o644);
      const script = `const { run } = await import(${JSON.stringify(bundle)}); run(["check", "--json", "--home", ${JSON.stringify(dirs.home)}, "--cwd", ${JSON.stringify(dirs.cwd)}, "--trusted"], { stdout: (t) => process.stdout.write(t), stderr: () => {}, env: {}, cwd: ${JSON.stringify(root)} });`;
      const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
        uid: 65534,
        gid: 65534,
        encoding: "utf8",
        cwd: root,
      });
      expect(child.stderr).toBe("");
      const report = JSON.parse(child.stdout) as {
        problems: ConfigProblem[];
        failedFiles: string[];
        servers: unknown[];
      };
      config = { problems: report.problems, failedFiles: report.failedFiles, serverCount: report.servers.length };
    } else {
      const loaded = load(dirs);
      config = { problems: loaded.problems, failedFiles: loaded.failedFiles, serverCount: loaded.servers.size };
    }
    expect(
      config.problems.map((p) => ({
        code: p.code,
        file: p.file,
        line: p.line,
        column: p.column,
        pointer: p.pointer,
        server: p.server ?? null,
      })),
    ).toEqual([{ code: "MCPA_CONFIG_READ", file, line: 0, column: 0, pointer: "", server: null }]);
    expect(config.problems[0]?.message).toBe("The file could not be read (EACCES).");
    expect(config.failedFiles).toEqual([file]);
    expect(config.serverCount).toBe(0);
  });

  it("accepts a UTF-8 byte-order mark and counts columns after it", () => {
    const dirs = freshDirs();
    writeAll(dirs, {
      "global-shared": `\ufeff${text('{ "mcpServers": { "a": { "command": "x" } } }')}`,
      "global-agent": `\ufeff${text('{ "mcpServers": { "b": { "command": 5 } } }')}`,
    });
    const config = load(dirs);
    expect(problemRows(config)).toEqual([
      {
        code: "MCPA_CONFIG_FIELD_TYPE",
        file: SOURCE_PATHS["global-agent"](dirs),
        line: 1,
        column: 37,
        pointer: "/mcpServers/b/command",
        server: "b",
      },
    ]);
    expect([...config.servers.keys()]).toEqual(["a"]);
  });

  it("loads a valid file with every field with zero problems, defaults filled in and nothing expanded", () => {
    const dirs = freshDirs();
    writeAll(dirs, {
      "global-shared": text(
        "{",
        '  "$schema": "https://example.com/mcp.schema.json",',
        '  "mcpServers": {',
        '    "local": {',
        '      "command": "example-mcp",',
        '      "args": ["--stdio", "${NOT_EXPANDED}"],',
        '      "cwd": "/srv/tools",',
        '      "env": { "SERVICE_TOKEN": "${SERVICE_TOKEN}", "LOG_LEVEL": "info", "PRICE": "$$5" },',
        '      "lifecycle": "lazy",',
        '      "requestTimeoutMs": 1800000,',
        '      "reconnect": { "automatic": true, "maxAttempts": 3, "baseDelayMs": 500 }',
        "    },",
        '    "remote": {',
        '      "url": "https://example.com/mcp",',
        '      "headers": { "Authorization": "Bearer $env:REMOTE_TOKEN", "X-API-Key": "${API_KEY}", "X-Trace": "on" },',
        '      "requestTimeoutMs": 0',
        "    }",
        "  }",
        "}",
      ),
    });
    const config = load(dirs);
    const file = SOURCE_PATHS["global-shared"](dirs);
    const origin = { sourceId: "global-shared", file, scope: "global" };
    expect(config.problems).toEqual([]);
    expect(config.failedFiles).toEqual([]);
    expect(config.disabled.size).toBe(0);
    expect(Object.fromEntries(config.servers)).toEqual({
      local: {
        name: "local",
        origin,
        transport: "stdio",
        command: "example-mcp",
        args: ["--stdio", "${NOT_EXPANDED}"],
        cwd: "/srv/tools",
        env: { SERVICE_TOKEN: "${SERVICE_TOKEN}", LOG_LEVEL: "info", PRICE: "$$5" },
        requestTimeoutMs: 1800000,
        reconnect: { automatic: true, maxAttempts: 3, baseDelayMs: 500 },
      },
      remote: {
        name: "remote",
        origin,
        transport: "http",
        url: "https://example.com/mcp",
        headers: { Authorization: "Bearer $env:REMOTE_TOKEN", "X-API-Key": "${API_KEY}", "X-Trace": "on" },
        reconnect: { automatic: false, maxAttempts: 1, baseDelayMs: 100 },
      },
    });
    expect(Object.isFrozen(config.servers.get("local"))).toBe(true);
    expect(config.sources.map((s) => [s.id, s.status, s.servers])).toEqual([
      ["global-shared", "read", ["local", "remote"]],
      ["global-agent", "missing", []],
      ["project-shared", "missing", []],
      ["project-agent", "missing", []],
    ]);
  });

  // Each layer defines "shared" differently; lower layers carry fields the higher ones lack.
  const LAYERS: Readonly<Record<SourceId, string>> = {
    "global-shared": text(
      '{ "mcpServers": { "shared": { "command": "from-global-shared", "args": ["--a"], "env": { "LEVEL": "1" }, "requestTimeoutMs": 5 } } }',
    ),
    "global-agent": text(
      '{ "mcpServers": { "shared": { "url": "https://agent.example.com/mcp", "headers": { "X-Trace": "1" }, "reconnect": { "automatic": true } } } }',
    ),
    "project-shared": text('{ "mcpServers": { "shared": { "command": "from-project-shared", "cwd": "/srv" } } }'),
    "project-agent": text('{ "mcpServers": { "shared": { "url": "https://project.example.com/mcp" } } }'),
  };
  const ORDER: readonly SourceId[] = ["global-shared", "global-agent", "project-shared", "project-agent"];

  it.each([
    { present: ORDER, winner: "project-agent" },
    { present: ORDER.slice(0, 3), winner: "project-shared" },
    { present: ORDER.slice(0, 2), winner: "global-agent" },
    { present: ORDER.slice(0, 1), winner: "global-shared" },
    { present: ["global-shared", "project-shared"], winner: "project-shared" },
    { present: ["global-agent", "project-agent"], winner: "project-agent" },
  ] as const)("the highest file wins whole: $present -> $winner", ({ present, winner }) => {
    const dirs = freshDirs();
    writeAll(dirs, Object.fromEntries(present.map((id) => [id, LAYERS[id]])));
    const config = load(dirs);
    expect(config.problems).toEqual([]);
    const origin = {
      sourceId: winner,
      file: SOURCE_PATHS[winner](dirs),
      scope: winner.startsWith("project") ? "project" : "global",
    };
    const defaults = { automatic: false, maxAttempts: 1, baseDelayMs: 100 };
    const want = {
      "global-shared": {
        transport: "stdio",
        command: "from-global-shared",
        args: ["--a"],
        env: { LEVEL: "1" },
        requestTimeoutMs: 5,
        reconnect: defaults,
      },
      "global-agent": {
        transport: "http",
        url: "https://agent.example.com/mcp",
        headers: { "X-Trace": "1" },
        reconnect: { ...defaults, automatic: true },
      },
      "project-shared": {
        transport: "stdio",
        command: "from-project-shared",
        args: [],
        cwd: "/srv",
        env: {},
        reconnect: defaults,
      },
      "project-agent": { transport: "http", url: "https://project.example.com/mcp", headers: {}, reconnect: defaults },
    }[winner];
    expect(config.servers.get("shared")).toEqual({ name: "shared", origin, ...want });
  });

  it("ignores project files of an untrusted project and lists them, even broken ones", () => {
    const dirs = freshDirs();
    writeAll(dirs, {
      "global-shared": text('{ "mcpServers": { "a": { "command": "global-a" } } }'),
      "project-shared": text('{ "mcpServers": { "a": { "command": "project-a" }, "b": { "command": "project-b" } } }'),
      "project-agent": text("{ this is not json"),
    });
    const config = load(dirs, false);
    expect(config.problems).toEqual([]);
    expect(config.failedFiles).toEqual([]);
    expect(config.ignoredProjectFiles).toEqual([
      SOURCE_PATHS["project-shared"](dirs),
      SOURCE_PATHS["project-agent"](dirs),
    ]);
    expect(config.sources.map((s) => s.status)).toEqual(["read", "missing", "ignored", "ignored"]);
    expect([...config.servers.keys()]).toEqual(["a"]);
    expect(config.servers.get("a")).toMatchObject({ command: "global-a" });

    const trusted = load(dirs, true);
    expect(trusted.ignoredProjectFiles).toEqual([]);
    expect(trusted.failedFiles).toEqual([SOURCE_PATHS["project-agent"](dirs)]);
  });

  it("a project without project files reports them missing, not ignored", () => {
    const dirs = freshDirs();
    const config = load(dirs, false);
    expect(config.ignoredProjectFiles).toEqual([]);
    expect(config.sources.map((s) => [s.path, s.status])).toEqual(
      ORDER.map((id) => [SOURCE_PATHS[id](dirs), "missing"]),
    );
  });

  it("a broken file disables every file-configured server while every problem is still reported", () => {
    const dirs = freshDirs();
    writeAll(dirs, {
      "global-shared": text('{ "mcpServers": { "fine": { "command": "x" } } }'),
      "global-agent": text('{ "mcpServers": { "other": { "command": "y" } }'),
      "project-agent": text(
        '{ "mcpServers": { "ranged": { "command": "z", "reconnect": { "maxAttempts": 9 } }, "also-fine": { "command": "w" } } }',
      ),
    });
    const config = load(dirs);
    expect(problemRows(config)).toEqual([
      {
        code: "MCPA_CONFIG_JSON_SYNTAX",
        file: SOURCE_PATHS["global-agent"](dirs),
        line: 2,
        column: 1,
        pointer: "",
        server: null,
      },
      {
        code: "MCPA_CONFIG_RANGE",
        file: SOURCE_PATHS["project-agent"](dirs),
        line: 1,
        column: 77,
        pointer: "/mcpServers/ranged/reconnect/maxAttempts",
        server: "ranged",
      },
    ]);
    expect(config.failedFiles).toEqual([SOURCE_PATHS["global-agent"](dirs)]);
    expect(config.servers.size).toBe(0);
    expect(config.disabled.size).toBe(0);
    expect(config.sources.map((s) => [s.status, s.servers])).toEqual([
      ["read", ["fine"]],
      ["failed", []],
      ["missing", []],
      ["read", ["ranged", "also-fine"]],
    ]);
  });

  it("an invalid higher definition disables the name; the valid lower one does not come back", () => {
    const dirs = freshDirs();
    writeAll(dirs, {
      "global-shared": text(
        '{ "mcpServers": { "docs": { "command": "docs-server" }, "kept": { "command": "kept-server" } } }',
      ),
      "project-shared": text('{ "mcpServers": { "docs": { "url": "https://example.com/mcp", "transport": "sse" } } }'),
    });
    const config = load(dirs);
    const file = SOURCE_PATHS["project-shared"](dirs);
    expect(problemRows(config)).toEqual([
      {
        code: "MCPA_CONFIG_TRANSPORT_FIELD",
        file,
        line: 1,
        column: 63,
        pointer: "/mcpServers/docs/transport",
        server: "docs",
      },
    ]);
    expect(config.failedFiles).toEqual([]);
    expect([...config.servers.keys()]).toEqual(["kept"]);
    expect([...config.disabled.keys()]).toEqual(["docs"]);
    expect(config.disabled.get("docs")?.origin).toEqual({ sourceId: "project-shared", file, scope: "project" });
  });

  it("a valid higher definition replaces an invalid lower one", () => {
    const dirs = freshDirs();
    writeAll(dirs, {
      "global-shared": text('{ "mcpServers": { "docs": { "command": "docs-server", "lifecycle": "eager" } } }'),
      "global-agent": text('{ "mcpServers": { "docs": { "command": "better-server" } } }'),
    });
    const config = load(dirs);
    expect(config.problems.map((p) => p.code)).toEqual(["MCPA_CONFIG_LIFECYCLE"]);
    expect(config.disabled.size).toBe(0);
    expect(config.servers.get("docs")).toMatchObject({ command: "better-server" });
  });

  it("never reads ~/.pi", () => {
    const dirs = freshDirs();
    const broken = text('{ "mcpServers": { "pi-server": { "command": "pi" } ');
    for (const path of [
      join(dirs.home, ".pi", "mcp.json"),
      join(dirs.home, ".pi", "agent", "mcp.json"),
      join(dirs.home, ".pi", "agent", "mcp", "mcp.json"),
    ])
      writeSource(path, broken);
    writeAll(dirs, { "global-shared": text('{ "mcpServers": { "a": { "command": "x" } } }') });
    const config = load(dirs);
    expect(config.problems).toEqual([]);
    expect([...config.servers.keys()]).toEqual(["a"]);
    expect(config.sources.map((s) => s.path)).toEqual(ORDER.map((id) => SOURCE_PATHS[id](dirs)));
    expect(config.sources.some((s) => s.path.includes(`${join(dirs.home, ".pi")}`))).toBe(false);
  });

  it("refuses an agent directory or a project inside ~/.pi, even when pointed at it", () => {
    const dirs = freshDirs();
    const agentDir = join(dirs.home, ".pi", "agent");
    const project = join(dirs.home, ".pi", "work");
    const broken = text('{ "mcpServers": { "pi-server": { "command": "pi" } ');
    writeSource(join(agentDir, "mcp.json"), broken);
    writeSource(join(project, ".mcp.json"), broken);
    const config = loadConfig({ home: dirs.home, cwd: project, agentDir, projectTrusted: true });
    expect(config.problems).toEqual([]);
    expect(config.servers.size).toBe(0);
    expect(config.sources.map((s) => [s.id, s.status])).toEqual([
      ["global-shared", "missing"],
      ["global-agent", "refused"],
      ["project-shared", "refused"],
      ["project-agent", "missing"],
    ]);
  });

  it('a "__proto__" server name is an ordinary own entry and pollutes no prototype', () => {
    const dirs = freshDirs();
    writeAll(dirs, {
      "global-shared": text(
        '{ "mcpServers": { "__proto__": { "command": "proto-server", "env": { "__proto__": "x", "polluted": "yes" } } } }',
      ),
      "project-agent": text('{ "__proto__": { "polluted": true }, "mcpServers": {} }'),
    });
    const config = load(dirs);
    expect(problemRows(config)).toEqual([
      {
        code: "MCPA_CONFIG_UNKNOWN_FIELD",
        file: SOURCE_PATHS["project-agent"](dirs),
        line: 1,
        column: 3,
        pointer: "/__proto__",
        server: null,
      },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).command).toBeUndefined();
    expect(Object.hasOwn(Object.prototype, "polluted")).toBe(false);

    const clean = freshDirs();
    writeAll(clean, {
      "global-shared": text(
        '{ "mcpServers": { "__proto__": { "command": "proto-server", "env": { "__proto__": "x" } } } }',
      ),
    });
    const loaded = load(clean);
    expect(loaded.problems).toEqual([]);
    const server = loaded.servers.get("__proto__");
    expect(server).toMatchObject({ name: "__proto__", transport: "stdio", command: "proto-server" });
    expect(server?.transport === "stdio" && Object.getOwnPropertyDescriptor(server.env, "__proto__")?.value).toBe("x");
    expect(server?.transport === "stdio" && Object.getPrototypeOf(server.env)).toBe(Object.prototype);
    expect(loaded.sources[0]?.servers).toEqual(["__proto__"]);
  });
});
