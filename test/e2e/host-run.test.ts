// End to end through the real Travis234 CLI: a scripted model (the loopback mock) calls the `mcp`
// tool, the shim forwards to the Node sidecar, the sidecar to the fixture MCP server over stdio.
// Asserts what the model receives back, how the host flags errors, that the planted secret never
// leaks, and that nothing the run started outlives it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { HostEnv } from "../support/host.js";
import {
  hostArgs,
  jsonLines,
  PLANTED,
  requireHost,
  runHost,
  secretSightings,
  survivorsAfterExit,
} from "../support/host.js";
import { useHost } from "../support/host-run.js";
import { ROOT } from "../support/paths.js";
import type { RpcSession } from "../support/rpc-session.js";
import type { StaticTurn } from "./mock-llm.js";

const present = requireHost("the Travis234 end-to-end runs");
const hosts = useHost();
const CONTRACT = JSON.parse(readFileSync(join(ROOT, "generated/host-contract.json"), "utf8")) as {
  tool: { parameters: unknown };
};
const mcp = (args: object): StaticTurn => ({ tool: { arguments: args } });
const RESULT_HEADER = /^\[mcp result [0-9A-Z]{4,}\]\n/;
const ERROR_HEADER = /^\[mcp result [0-9A-Z]{4,} error\]\n/;

describe.skipIf(!present)("travis234 --mcp with the shim (json and rpc modes)", () => {
  let env: HostEnv | undefined;
  let rpc: RpcSession | undefined;

  it("serves status, list, call, an error result and env presence, leaks nothing and leaves no process", async () => {
    env = await hosts.env({
      script: [
        mcp({}),
        mcp({ server: "fixture" }),
        mcp({ server: "fixture", tool: "echo", args: { text: "hello e2e" } }),
        mcp({ server: "fixture", tool: "fail", args: {} }),
        mcp({ server: "fixture", tool: "env_presence", args: { name: "API_TOKEN" } }),
        { text: "all done" },
      ],
    });
    const r = await runHost(env, hostArgs(env, ["--mode", "json", "exercise the mcp tool"]));
    expect(r.timedOut, r.stderr).toBe(false);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain("Traceback");

    const frames = jsonLines(r.stdout);
    expect(frames[0]).toMatchObject({ type: "session", model: { provider: "mock", id: "scripted" } });
    expect(frames.at(-1)).toMatchObject({ type: "result", stopReason: "stop", text: "all done" });

    // The model saw exactly one tool, with the contract's schema.
    const tools = env.mock.requests[0]?.body.tools ?? [];
    expect(tools.map((t) => t.function.name)).toEqual(["mcp"]);
    expect(tools[0]?.function.parameters).toEqual(CONTRACT.tool.parameters);

    expect(env.mock.requests).toHaveLength(6);
    expect(env.mock.overruns).toBe(0);
    const results = env.mock.toolMessages();
    expect(results.map((m) => m.toolCallId)).toEqual([0, 1, 2, 3, 4].map((i) => env?.mock.callId(i)));
    const [status, list, echo, fail, presence] = results.map((m) => m.text);
    expect(status).toMatch(
      /^MCP status: 1 configured server \(connects nothing\)\.\n- "fixture": disconnected; transport=stdio/,
    );
    expect(list).toContain('MCP tools on "fixture"');
    for (const name of ["echo", "sleep", "fail", "env_presence"]) expect(list).toContain(`- ${name}: `);
    expect(echo).toMatch(RESULT_HEADER);
    expect(echo).toContain("\nhello e2e\n");
    expect(fail).toMatch(ERROR_HEADER);
    expect(fail).toContain("fixture tool failed on purpose");
    expect(presence).toMatch(RESULT_HEADER);
    expect(presence).toContain("\npresent\n");

    // One fixture process served all three tool calls (status and list never spawn twice).
    const events = env.events();
    expect(events.filter((l) => l.startsWith("start "))).toHaveLength(1);
    expect(events.filter((l) => l.startsWith("tools/call "))).toEqual([
      "tools/call echo",
      "tools/call fail",
      "tools/call env_presence",
    ]);

    // The secret reached the fixture (it said "present") and nowhere else.
    expect(secretSightings(env, { stdout: r.stdout, stderr: r.stderr })).toEqual([]);
    expect(PLANTED.length).toBeGreaterThan(20);

    expect(env.sidecarPids(), JSON.stringify([...env.attributed])).toHaveLength(1);
    expect(env.fixturePids()).toHaveLength(1);
    expect(await survivorsAfterExit(env)).toEqual([]);
    expect(events).toContain("stdin-eof");
  }, 60_000);

  it("lists resources, then reads one by the reference the listing gave (labelled body, no URI)", async () => {
    const TEXT_1 = /^- (mcp-resource-[0-9a-f]+) text-1: /m;
    env = await hosts.env({
      script: [
        mcp({ server: "fixture", operation: "resources.list" }),
        // The model reads the reference off the listing it just received, as a real model would.
        {
          next: (last) => {
            const reference = TEXT_1.exec(last?.text ?? "")?.[1];
            return reference === undefined
              ? { text: "mock: no text-1 reference in the listing" }
              : mcp({ server: "fixture", operation: "resources.read", resource: reference });
          },
        },
        { text: "read it" },
      ],
    });
    const r = await runHost(env, hostArgs(env, ["--mode", "json", "read the first text resource"]));
    expect(r.timedOut, r.stderr).toBe(false);
    expect(r.code, r.stderr).toBe(0);
    expect(jsonLines(r.stdout).at(-1)).toMatchObject({ type: "result", stopReason: "stop", text: "read it" });
    expect(env.mock.requests).toHaveLength(3);
    expect(env.mock.overruns).toBe(0);

    const [listing, read] = env.mock.toolMessages().map((m) => m.text);
    expect(listing).toMatch(
      /^\[mcp resources [0-9A-Z]{4,}\]\nMCP resources on "fixture": 4 resources and 1 template\./,
    );
    const reference = TEXT_1.exec(listing ?? "")?.[1];
    expect(reference).toBeDefined();
    // The read went out with that reference (the second assistant turn's tool call) ...
    const call = env.mock.requests[2]?.body.messages?.flatMap((m) => m.tool_calls ?? []).at(-1);
    expect(JSON.parse(call?.function.arguments ?? "{}")).toEqual({
      server: "fixture",
      operation: "resources.read",
      resource: reference,
    });
    // ... and came back as the body between untrusted-resource labels with the same nonce.
    const wrapped =
      /^\[mcp resource ([0-9A-Z]{4,})\]\n\[mime=text\/plain\]\nfirst text resource\n\[\/mcp ([0-9A-Z]{4,})\]$/.exec(
        read ?? "",
      );
    expect(wrapped, read).not.toBeNull();
    expect(wrapped?.[2]).toBe(wrapped?.[1]);
    // No URI reached the model, in any request.
    for (const req of env.mock.requests) expect(req.raw).not.toContain("fixture://");
    expect(r.stdout).not.toContain("fixture://");

    const events = env.events();
    expect(events.filter((l) => l.startsWith("start "))).toHaveLength(1);
    expect(events.filter((l) => l.startsWith("resources/list "))).toEqual(["resources/list cursor=-"]);
    expect(events.filter((l) => l === "resources/read")).toHaveLength(1);
    expect(secretSightings(env, { stdout: r.stdout, stderr: r.stderr })).toEqual([]);
    expect(await survivorsAfterExit(env)).toEqual([]);
  }, 60_000);

  it("flags the fixture's error result as a host tool error (tool_result hook) and audits each call", async () => {
    env = await hosts.env({
      script: [
        mcp({ server: "fixture", tool: "echo", args: { text: "fine" } }),
        mcp({ server: "fixture", tool: "fail", args: {} }),
        { text: "noted" },
      ],
    });
    rpc = hosts.rpc(env);
    const id = rpc.send("prompt", { text: "call echo, then fail" });
    const reply = await rpc.reply(id, 40_000);
    expect(reply?.result).toEqual({ stopReason: "stop", text: "noted" });

    const ends = rpc.toolEnds();
    expect(ends.map((e) => [e.toolCallId, e.isError])).toEqual([
      [env.mock.callId(0), false],
      [env.mock.callId(1), true],
    ]);
    expect(ends[1]?.result.content[0]?.text).toMatch(ERROR_HEADER);
    expect(ends[1]?.result.content[0]?.text).toContain("fixture tool failed on purpose");
    // The session message agrees with the event, and the model got the text (chat completions
    // carry no error flag, so the adapter's header is how the model learns of it).
    const toolResults = rpc
      .events()
      .filter((e) => e.type === "message_end" && (e.message as { role?: string }).role === "toolResult");
    expect(toolResults.map((e) => (e.message as { isError: boolean }).isError)).toEqual([false, true]);
    expect(env.mock.toolMessages()[1]?.text).toMatch(ERROR_HEADER);

    const decisions = rpc.events().filter((e) => e.type === "tool_policy_decision");
    expect(decisions).toHaveLength(2);
    for (const d of decisions) {
      expect(d).toEqual({
        type: "tool_policy_decision",
        tool: "mcp",
        effects: ["read", "write", "execute", "network"],
        mode: "audit",
        allow: true,
        reasonCode: "approval_required",
      });
    }

    const { closeReply, exit } = await rpc.close();
    expect(closeReply?.result).toEqual({ closed: true });
    expect(exit.timedOut).toBe(false);
    expect(exit.code, exit.stderr).toBe(0);
    expect(env.sidecarPids()).toHaveLength(1);
    expect(await survivorsAfterExit(env)).toEqual([]);
    expect(secretSightings(env, { stdout: exit.stdout, stderr: exit.stderr })).toEqual([]);
  }, 60_000);
});
