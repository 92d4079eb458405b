// Request normalisation on its own (given/want): every form becomes one normalised request with its
// text fields trimmed (references and output names as given), `arguments` defaulted only where the
// operation takes them; an unknown, disabled or switched-off server is refused with its own code;
// and a corrective example names the server the request meant when it is configured.
import { describe, expect, it } from "vitest";
import { AdapterError } from "../../../src/errors/index.js";
import type { Normalised } from "../../../src/proxy/normalize.js";
import { normalise } from "../../../src/proxy/normalize.js";

const SERVERS = ["docs", "git"];
const REF = "mcp-resource-0123456789abcdef0123456789abcdef";
const OUT = "mcp-output-0123456789abcdef0123456789abcdef";

const request = (n: Normalised) => (n.kind === "request" ? n.request : undefined);
const invalid = (n: Normalised) => (n.kind === "invalid" ? n : undefined);

describe("normalise: valid requests", () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    ["list", { server: " docs " }, { operation: "tools.list", label: "list", server: "docs" }],
    ["search", { server: "docs", search: "  issue  " }, { operation: "tools.search", label: "search", query: "issue" }],
    ["describe", { server: "docs", describe: " read " }, { operation: "tools.describe", name: "read" }],
    [
      "call without args",
      { server: "git", tool: "status" },
      { operation: "tools.call", name: "status", arguments: {} },
    ],
    ["call with args", { server: "git", tool: " log ", args: { n: 1 } }, { name: "log", arguments: { n: 1 } }],
    [
      "explicit call",
      { server: "git", operation: "tools.call", name: "log", arguments: { n: 2 } },
      { operation: "tools.call", label: "call", name: "log", arguments: { n: 2 } },
    ],
    [
      "resources.list with a query",
      { server: "docs", operation: "resources.list", query: " readme " },
      { operation: "resources.list", label: "resources.list", query: "readme" },
    ],
    [
      "resources.read keeps the reference as given",
      { server: "docs", operation: "resources.read", resource: REF },
      { operation: "resources.read", resource: REF, arguments: {} },
    ],
    [
      "prompts.get trims the prompt",
      { server: "docs", operation: "prompts.get", prompt: " review ", arguments: { topic: "x" } },
      { operation: "prompts.get", prompt: "review", arguments: { topic: "x" } },
    ],
    [
      "output.read with an offset",
      { server: "docs", operation: "output.read", output: OUT, offset: 10 },
      { operation: "output.read", output: OUT, offset: 10 },
    ],
    ["reconnect", { server: "docs", operation: "reconnect" }, { operation: "reconnect", label: "reconnect" }],
  ])("%s", (_, args, want) => {
    const r = request(normalise(args, SERVERS));
    expect(r).toMatchObject(want);
  });

  it("sets only the fields the request has, and arguments only where the operation takes them", () => {
    expect(request(normalise({ server: "docs" }, SERVERS))).toEqual({
      operation: "tools.list",
      label: "list",
      server: "docs",
    });
    expect(request(normalise({ server: "docs", operation: "output.read", output: OUT }, SERVERS))).toEqual({
      operation: "output.read",
      label: "output.read",
      server: "docs",
      output: OUT,
    });
    expect(request(normalise({ server: "docs", operation: "prompts.list" }, SERVERS))).toEqual({
      operation: "prompts.list",
      label: "prompts.list",
      server: "docs",
    });
  });

  it("status and the search across servers name no server", () => {
    expect(normalise({}, SERVERS)).toEqual({ kind: "status" });
    expect(normalise({ search: "  open issue " }, SERVERS)).toEqual({
      kind: "servers",
      request: { operation: "servers.search", label: "servers.search", query: "open issue" },
    });
    expect(normalise({ operation: "servers.search", query: " x " }, [])).toEqual({
      kind: "servers",
      request: { operation: "servers.search", label: "servers.search", query: "x" },
    });
  });
});

describe("normalise: refusals", () => {
  it("an unknown server lists the configured ones, or says there are none, with an example", () => {
    const n = invalid(normalise({ server: "nope", tool: "x" }, SERVERS));
    expect(n?.error.code).toBe("MCPA_REQUEST_UNKNOWN_SERVER");
    expect(n?.error.data).toEqual({ server: '"nope"', servers: '"docs", "git"' });
    expect(n?.example).toEqual({ server: "docs", tool: "tool_name", args: {} });
    const none = invalid(normalise({ server: "nope" }, []));
    expect(none?.error.data).toEqual({ server: '"nope"', servers: "(none)" });
    expect(none?.example).toEqual({ server: "server-name" });
  });

  it("a switched-off server and a disabled one are refused with their own code and no example", () => {
    const off = invalid(normalise({ server: "old" }, SERVERS, new Map(), new Set(["old"])));
    expect(off?.error.code).toBe("MCPA_REQUEST_SERVER_OFF");
    expect(off?.error.data).toEqual({ server: '"old"' });
    expect(off?.example).toEqual({});
    const broken = invalid(normalise({ server: "bad" }, SERVERS, new Map([["bad", "MCPA_CONFIG_CREDENTIAL_LITERAL"]])));
    expect(broken?.error.code).toBe("MCPA_REQUEST_SERVER_DISABLED");
    expect(broken?.error.data).toMatchObject({ server: '"bad"', code: "MCPA_CONFIG_CREDENTIAL_LITERAL" });
    expect(broken?.example).toEqual({});
    // Switched off wins over a configuration error of the same name.
    const both = normalise(
      { server: "x" },
      SERVERS,
      new Map([["x", "MCPA_CONFIG_CREDENTIAL_LITERAL"]]),
      new Set(["x"]),
    );
    expect(invalid(both)?.error.code).toBe("MCPA_REQUEST_SERVER_OFF");
  });

  it("an unknown server the caller can explain gets that error and no example; others fall back", () => {
    const explained = new AdapterError("MCPA_REQUEST_SERVER_UNTRUSTED", {
      server: '"local"',
      file: ".mcp.json",
      why: "the project is not trusted",
    });
    const explain = (s: string) => (s === "local" ? explained : undefined);
    const n = invalid(normalise({ server: "local" }, SERVERS, new Map(), new Set(), explain));
    expect(n?.error).toBe(explained);
    expect(n?.example).toEqual({});
    const failed = new AdapterError("MCPA_REQUEST_SERVER_CONFIG_FAILED", {
      server: '"gone"',
      file: "mcp.json",
      code: "MCPA_CONFIG_JSON_SYNTAX",
      position: "1:1",
    });
    const gone = invalid(normalise({ server: "gone" }, SERVERS, new Map(), new Set(), () => failed));
    expect(gone?.error).toBe(failed);
    expect(gone?.example).toEqual({});
    const other = invalid(normalise({ server: "zz", describe: "t" }, SERVERS, new Map(), new Set(), explain));
    expect(other?.error.code).toBe("MCPA_REQUEST_UNKNOWN_SERVER");
    expect(other?.example).toEqual({ server: "docs", describe: "tool_name" });
  });

  it.each<[string, unknown, string, unknown]>([
    ["not an object", [1], "MCPA_REQUEST_NOT_OBJECT", {}],
    ["null", null, "MCPA_REQUEST_NOT_OBJECT", {}],
    ["no server", { tool: "x" }, "MCPA_REQUEST_SERVER_REQUIRED", { server: "docs", tool: "tool_name", args: {} }],
    [
      "a configured server named",
      { server: " git ", describe: "" },
      "MCPA_REQUEST_EMPTY_VALUE",
      { server: "git", describe: "tool_name" },
    ],
    [
      "an unconfigured server named",
      { server: "zz", search: "" },
      "MCPA_REQUEST_EMPTY_VALUE",
      { server: "docs", search: "issue" },
    ],
    [
      "a server that is not text",
      { server: 7, tool: "x" },
      "MCPA_REQUEST_SERVER_REQUIRED",
      { server: "docs", tool: "tool_name", args: {} },
    ],
    ["an unknown operation", { server: "git", operation: "nope" }, "MCPA_REQUEST_UNKNOWN_OPERATION", { server: "git" }],
  ])("an invalid shape (%s) gets its code and an example for the server meant", (_, args, code, example) => {
    const n = invalid(normalise(args, SERVERS));
    expect(n?.error.code).toBe(code);
    expect(n?.example).toEqual(example);
  });

  it("fills a server name into the example as JSON text would hold it, {tool} first", () => {
    const names = ['we"ird {tool} \\ name'];
    const n = invalid(normalise({ server: names[0], tool: "" }, names));
    expect(n?.example).toEqual({ server: names[0], tool: "tool_name", args: {} });
  });
});
