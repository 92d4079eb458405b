// A packaged Python MCP server and a tool facade over it, through the real Travis234 CLI: a trusted
// test extension (test/e2e/packaged_ext, loaded after the shim with --extension) registers both
// through travis234_mcp_packaging; the scripted model calls the facade and reaches the same server
// through `mcp`. Asserts what the model is offered and receives, how the host flags errors and
// applies the facade's own effects, the approval context, that ONE server process served both
// paths, and that nothing the run started outlives it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { HostEnv } from "../support/host.js";
import { requireHost, survivorsAfterExit } from "../support/host.js";
import { useHost } from "../support/host-run.js";
import { ROOT, SHIM, VENV } from "../support/paths.js";
import { hostPythonJson } from "../support/policy.js";
import type { RpcSession } from "../support/rpc-session.js";
import type { StaticTurn } from "./mock-llm.js";

const present = requireHost("the Travis234 packaged-server runs");
const hosts = useHost();
const EXTENSION = join(ROOT, "test/e2e/packaged_ext/packaged_fixture_extension.py");
const PACKAGED = JSON.parse(readFileSync(join(ROOT, "test/e2e/packaged_ext/packaged.json"), "utf8")) as {
  server: { name: string; args: string[]; env: Record<string, string> };
  facade: { name: string; server: string; guidelines: string[]; effects: string[] };
};
const FACADE = PACKAGED.facade.name;
const SERVER = PACKAGED.server.name;
const ALL = ["read", "write", "execute", "network"];
const facade = (args: object): StaticTurn => ({ tool: { name: FACADE, arguments: args } });
const mcp = (args: object): StaticTurn => ({ tool: { arguments: args } });
const header = (error: boolean): RegExp => new RegExp(`^\\[mcp result [0-9A-Z]{4,}${error ? " error" : ""}\\]\\n`);

describe.skipIf(!present)("travis234 with a packaged server and a facade", () => {
  let env: HostEnv | undefined;
  let rpc: RpcSession | undefined;

  it("serves the facade and `mcp` from one packaged server process, with the facade's own effects", async () => {
    env = await hosts.env({
      script: [
        facade({ operation: "echo", text: "hello packaged" }),
        mcp({ server: SERVER, tool: "echo", args: { text: "through mcp" } }),
        facade({ operation: "info" }),
        facade({ operation: "fail" }),
        facade({ operation: "echo" }),
        mcp({}),
        { text: "done" },
      ],
    });
    env.env.PACKAGED_FIXTURE_EVENTS = env.eventsFile;
    rpc = hosts.rpc(env, ["--extension", EXTENSION, "--tools", FACADE]);
    const reply = await rpc.reply(rpc.send("prompt", { text: "use the packaged tools" }), 45_000);
    expect(
      reply?.result,
      rpc
        .frames()
        .slice(-3)
        .map((f) => JSON.stringify(f))
        .join("\n"),
    ).toEqual({ stopReason: "stop", text: "done" });

    // The model is offered the facade with exactly its closed parameters (operation and the union of
    // the operations' fields, as python/travis234_mcp_packaging/facade.py builds them), and the
    // facade's own guideline in the system prompt.
    const offered = env.mock.requests[0]?.body.tools ?? [];
    expect(offered.map((t) => t.function.name).sort()).toEqual([FACADE, "mcp"].sort());
    expect(offered.find((t) => t.function.name === FACADE)?.function.parameters).toEqual({
      type: "object",
      additionalProperties: false,
      required: ["operation"],
      properties: {
        operation: { type: "string", enum: ["echo", "fail", "info"] },
        text: { type: "string", description: "The text to repeat." },
      },
    });
    const system = JSON.stringify(env.mock.requests[0]?.body.messages?.[0]?.content);
    for (const guideline of PACKAGED.facade.guidelines) expect(system).toContain(guideline);

    const results = env.mock.toolMessages();
    expect(results.map((m) => m.toolCallId)).toEqual([0, 1, 2, 3, 4, 5].map((i) => env?.mock.callId(i)));
    const [echo, direct, info, fail, invalid, status] = results.map((m) => m.text);
    expect(echo).toMatch(header(false));
    expect(echo).toContain("\necho: hello packaged [via facade]\n");
    expect(direct).toMatch(header(false));
    expect(direct).toContain("\necho: through mcp\n");
    const reported = JSON.parse(info?.split("\n")[1] ?? "null") as {
      executable: string;
      argv: string[];
      label: string;
    };
    expect(reported.executable.startsWith(`${VENV}/`), reported.executable).toBe(true);
    expect(reported.argv).toEqual(PACKAGED.server.args);
    expect(reported.label).toBe(PACKAGED.server.env.PACKAGED_LABEL);
    expect(fail).toMatch(header(true));
    expect(fail).toContain("packaged tool failed on purpose");
    expect(invalid).toMatch(/^MCPA_FACADE_ARGUMENTS: .*missing required text/);
    expect(status).toContain(`- "${SERVER}": connected`);

    // The shim's tool_result hook flags facade errors too.
    expect(rpc.toolEnds().map((e) => e.isError)).toEqual([false, false, false, true, true, false]);
    const decisions = rpc.events().filter((e) => e.type === "tool_policy_decision");
    expect(decisions.map((d) => [d.tool, d.effects, d.reasonCode])).toEqual([
      [FACADE, PACKAGED.facade.effects, "auto_allowed"],
      ["mcp", ALL, "approval_required"],
      [FACADE, PACKAGED.facade.effects, "auto_allowed"],
      [FACADE, PACKAGED.facade.effects, "auto_allowed"],
      [FACADE, PACKAGED.facade.effects, "auto_allowed"],
      ["mcp", ALL, "approval_required"],
    ]);

    // One server process for both paths, and the invalid call never reached it.
    const events = env.events();
    const starts = events.filter((l) => l.startsWith("start "));
    expect(starts, events.join("\n")).toHaveLength(1);
    expect(starts[0]).toMatch(/^start \d+ packaged-python$/);
    expect(events.filter((l) => l.startsWith("tools/call "))).toEqual([
      "tools/call echo",
      "tools/call echo",
      "tools/call info",
      "tools/call fail",
    ]);
    expect(env.sidecarPids()).toHaveLength(1);

    const { exit } = await rpc.close();
    expect(exit.code, exit.stderr).toBe(0);
    expect(exit.stderr).not.toContain("Traceback");
    expect(await survivorsAfterExit(env)).toEqual([]);
    expect(env.events()).toContain(`stdin-eof ${starts[0]?.split(" ")[1]}`);
  }, 70_000);

  it("shows the facade's server and operation, nothing else, in the host's approval context", () => {
    const cases: [object, Record<string, string>][] = [
      [
        { operation: "echo", text: "ARGUMENT-VALUE" },
        { server: SERVER, operation: `${FACADE}.echo` },
      ],
      [{ operation: "info" }, { server: SERVER, operation: `${FACADE}.info` }],
      [
        { operation: "drop", text: "ARGUMENT-VALUE" },
        { server: SERVER, operation: "validation" },
      ],
      [{}, { server: SERVER, operation: "validation" }],
    ];
    const { json: out, stdout } = hostPythonJson<{
      errors: unknown[];
      tools: string[];
      effects: string[];
      cases: { decision: string; context: Record<string, string> | null }[];
    }>([
      join(ROOT, "test/e2e/host_packaged_policy.py"),
      FACADE,
      JSON.stringify(cases.map(([a]) => a)),
      SHIM,
      EXTENSION,
    ]);
    expect(out.errors).toEqual([]);
    expect(out.tools).toEqual([FACADE, "mcp"]);
    expect(out.effects).toEqual(PACKAGED.facade.effects);
    expect(out.cases.map((c) => c.decision)).toEqual(cases.map(() => "approval_denied"));
    expect(out.cases.map((c) => c.context)).toEqual(cases.map(([, want]) => want));
    expect(stdout.split("ARGUMENT-VALUE").length - 1).toBe(2); // only in the echoed args, never in a context
  }, 40_000);
});
