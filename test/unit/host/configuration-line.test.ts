// The one line a person reads after /reload: what the configuration files now hold, counted, and
// where to look when something in them does not start.
import { describe, expect } from "vitest";
import { loadConfig } from "../../../src/config/index.js";
import { configurationLine } from "../../../src/host/person-views.js";
import type { Case } from "../../support/cases.js";
import { eachCase } from "../../support/cases.js";
import type { SessionFiles } from "../../support/config-files.js";
import { sessionHome } from "../../support/config-files.js";

function line(files: SessionFiles): string {
  const { home, cwd, agentDir } = sessionHome("mcpa-config-line-", files);
  return configurationLine(loadConfig({ home, cwd, agentDir, projectTrusted: false }));
}

const servers = (entries: Record<string, unknown>): string => JSON.stringify({ mcpServers: entries });
const HEAD = "MCP configuration read again: ";

const cases: Case<SessionFiles, string>[] = [
  {
    name: "nothing configured",
    given: {},
    want: `${HEAD}0 usable servers. Servers start on first use; /mcp shows them.`,
  },
  {
    name: "one usable server",
    given: { global: servers({ a: { command: "node" } }) },
    want: `${HEAD}1 usable server. Servers start on first use; /mcp shows them.`,
  },
  {
    name: "usable, switched off and an invalid entry",
    given: {
      global: servers({
        a: { command: "node" },
        b: { command: "node" },
        c: { command: "node", disabled: true },
        d: { command: 5 },
      }),
    },
    want: `${HEAD}2 usable servers, 1 switched off, 1 disabled by an error in its entry. Servers start on first use; /mcp shows them, /mcp check every problem.`,
  },
  {
    name: "a file that failed to load",
    given: { global: '{"mcpServers": {"a": {"command": "node" "args": []}}}' },
    want: `${HEAD}0 usable servers, 1 file failed to load. Servers start on first use; /mcp shows them, /mcp check every problem.`,
  },
  {
    name: "an untrusted project's file",
    given: { global: servers({ a: { command: "node" } }), project: servers({ p: { command: "node" } }) },
    want: `${HEAD}1 usable server, 1 project file ignored (not trusted). Servers start on first use; /mcp shows them.`,
  },
];

describe("configurationLine", () => {
  eachCase(cases, (given, want) => {
    expect(line(given)).toBe(want);
  });
});
