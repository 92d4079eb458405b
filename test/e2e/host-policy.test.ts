// Tool policy through the real host: `toolPolicy` in the agent's or a trusted project's
// settings.json (travis/coding_agent/settings_manager.py get_tool_policy_settings). The host emits
// a tool_policy_decision session event per call (visible in rpc mode); under enforce with no
// approval broker (every non-interactive mode) the call is denied before the shim runs, so the
// sidecar never starts. The approval context the TUI would show is checked through the host's own
// ToolPolicyEngine with a recording broker (host_policy_context.py).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { HostEnv, HostEnvOptions } from "../support/host.js";
import { requireHost, survivorsAfterExit } from "../support/host.js";
import { useHost } from "../support/host-run.js";
import { ROOT, SHIM } from "../support/paths.js";
import { hostPythonJson } from "../support/policy.js";
import type { RpcSession } from "../support/rpc-session.js";
import type { ScriptTurn } from "./mock-llm.js";

const present = requireHost("the Travis234 policy runs");
const hosts = useHost();
const ALL = ["read", "write", "execute", "network"];
const ECHO: ScriptTurn = { tool: { arguments: { server: "fixture", tool: "echo", args: { text: "policy ok" } } } };
const DENIED = "Tool policy denied mcp (approval_unavailable)";

describe.skipIf(!present)("travis234 tool policy for mcp", () => {
  let env: HostEnv | undefined;
  let rpc: RpcSession | undefined;

  /** One rpc prompt with the script; returns the session after a clean close. */
  async function promptOnce(
    options: Omit<HostEnvOptions, "script">,
    script: readonly ScriptTurn[],
    extraArgs: readonly string[] = [],
  ): Promise<RpcSession> {
    env = await hosts.env({ script: [...script, { text: "finished" }], ...options });
    rpc = hosts.rpc(env, extraArgs);
    const reply = await rpc.reply(rpc.send("prompt", { text: "use mcp" }), 40_000);
    expect(reply?.result).toEqual({ stopReason: "stop", text: "finished" });
    const { exit } = await rpc.close();
    expect(exit.code, exit.stderr).toBe(0);
    expect(await survivorsAfterExit(env)).toEqual([]);
    return rpc;
  }

  function decisions(session: RpcSession) {
    return session.events().filter((e) => e.type === "tool_policy_decision");
  }

  async function expectDenied(session: RpcSession): Promise<void> {
    expect(decisions(session)).toEqual([
      {
        type: "tool_policy_decision",
        tool: "mcp",
        effects: ALL,
        mode: "enforce",
        allow: false,
        reasonCode: "approval_unavailable",
      },
    ]);
    const [end] = session.toolEnds();
    expect(end?.isError).toBe(true);
    expect(end?.result.content.map((b) => b.text)).toEqual([DENIED]);
    expect(env?.mock.toolMessages().map((m) => m.text)).toEqual([DENIED]);
    // Denied before execute: no MCP server. (The sidecar itself starts at session_start, since a
    // server is configured; servers stay lazy, so the denied call started none.)
    expect(env?.sidecarPids().length).toBeLessThanOrEqual(1);
    expect(env?.events()).toEqual([]);
  }

  it("denies under enforce from the agent settings (approval_unavailable; no MCP server starts)", async () => {
    await expectDenied(await promptOnce({ agentSettings: { toolPolicy: { mode: "enforce" } } }, [ECHO]));
  }, 60_000);

  it("denies under enforce from a trusted project's settings", async () => {
    await expectDenied(
      await promptOnce({ projectSettings: { toolPolicy: { mode: "enforce" } } }, [ECHO], ["--approve"]),
    );
  }, 60_000);

  it("ignores an untrusted project's settings (non-interactive: not trusted), so audit applies", async () => {
    const session = await promptOnce({ projectSettings: { toolPolicy: { mode: "enforce" } } }, [
      { tool: { arguments: {} } },
    ]);
    expect(decisions(session)).toEqual([
      {
        type: "tool_policy_decision",
        tool: "mcp",
        effects: ALL,
        mode: "audit",
        allow: true,
        reasonCode: "approval_required",
      },
    ]);
    expect(session.toolEnds().map((e) => e.isError)).toEqual([false]);
  }, 60_000);

  it("runs under enforce when autoAllowEffects covers all four effects", async () => {
    const session = await promptOnce({ agentSettings: { toolPolicy: { mode: "enforce", autoAllowEffects: ALL } } }, [
      ECHO,
    ]);
    expect(decisions(session)).toEqual([
      {
        type: "tool_policy_decision",
        tool: "mcp",
        effects: ALL,
        mode: "enforce",
        allow: true,
        reasonCode: "auto_allowed",
      },
    ]);
    const [end] = session.toolEnds();
    expect(end?.isError).toBe(false);
    expect(end?.result.content[0]?.text).toContain("\npolicy ok\n");
    expect(env?.sidecarPids()).toHaveLength(1);
    expect(env?.events()).toContain("tools/call echo");
  }, 60_000);

  it("shows only the server and the operation in the approval context", () => {
    const cases: [object, Record<string, string>][] = [
      [{}, { operation: "status" }],
      [{ server: "fixture" }, { server: "fixture", operation: "list" }],
      [
        { server: " fixture ", search: "echo" },
        { server: "fixture", operation: "search" },
      ],
      [
        { server: "fixture", describe: "echo" },
        { server: "fixture", operation: "describe" },
      ],
      [
        { server: "fixture", tool: "echo", args: { text: "ARGUMENT-VALUE" } },
        { server: "fixture", operation: "call" },
      ],
      [
        { server: "fixture", operation: "resources.read", resource: `mcp-resource-${"0".repeat(32)}` },
        { server: "fixture", operation: "resources.read" },
      ],
      // What the sidecar would refuse for its shape is "validation" to the host too (one table).
      [
        { server: "fixture", operation: "resources.read", resource: "mcp-resource-ARGUMENT-VALUE" },
        { operation: "validation" },
      ],
      [{ server: "fixture", operation: "tools.list", tool: "echo" }, { operation: "validation" }],
      [{ server: 7, tool: "echo" }, { operation: "validation" }],
    ];
    const { json: out, stdout } = hostPythonJson<{
      errors: unknown[];
      effects: string[];
      cases: { decision: string; context: Record<string, string> | null }[];
    }>([join(ROOT, "test/e2e/host_policy_context.py"), SHIM, JSON.stringify(cases.map(([a]) => a))]);
    expect(out.errors).toEqual([]);
    expect(out.effects.sort()).toEqual([...ALL].sort());
    expect(out.cases.map((c) => c.decision)).toEqual(cases.map(() => "approval_denied"));
    expect(out.cases.map((c) => c.context)).toEqual(cases.map(([, want]) => want));
    expect(stdout.split("ARGUMENT-VALUE").length - 1).toBe(2); // only in the echoed args, never in a context
  }, 40_000);
});
