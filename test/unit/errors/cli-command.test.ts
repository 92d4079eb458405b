// The CLI command a message suggests is the running copy's own script and node (an installed
// package is not on PATH), quoted for a POSIX shell when it needs to be.
import { describe, expect, it } from "vitest";
import { cliCommand } from "../../../src/errors/index.js";

describe("cliCommand", () => {
  it("names the node and the bin/travis234-mcp.js this process was started through", () => {
    expect(
      cliCommand(
        [
          "/usr/bin/node",
          "/home/u/.travis234/agent/packages/travis234-mcp-adapter-ab12/bin/travis234-mcp.js",
          "sidecar",
        ],
        "/usr/bin/node",
      ),
    ).toBe("/usr/bin/node /home/u/.travis234/agent/packages/travis234-mcp-adapter-ab12/bin/travis234-mcp.js");
  });

  it("quotes a path a shell would split", () => {
    expect(cliCommand(["node", "/Users/a b/it's/bin/travis234-mcp.js"], "/opt/node 20/bin/node")).toBe(
      "'/opt/node 20/bin/node' '/Users/a b/it'\\''s/bin/travis234-mcp.js'",
    );
  });

  it("falls back to the bare command name in a process not started through the script", () => {
    expect(cliCommand(["/usr/bin/node", "/repo/node_modules/vitest/vitest.mjs"], "/usr/bin/node")).toBe(
      "travis234-mcp",
    );
  });
});
