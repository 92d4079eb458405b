// The hook every host suite shares (see useHost).
import { afterEach } from "vitest";
import type { HostEnv, HostEnvOptions, HostProcess } from "./host.js";
import { createHostEnv, killGroup, startHost } from "./host.js";
import { RpcSession } from "./rpc-session.js";

/** Kills a host process's group unless it has exited, and waits for it to close. */
async function stopHost(p: HostProcess | undefined): Promise<void> {
  if (p === undefined || p.child.exitCode !== null || p.child.signalCode !== null) return;
  killGroup(p.child);
  await p.done;
}

export interface HostTestRun {
  /** createHostEnv; the env is cleaned up (survivors killed, the mock closed) after the test. */
  env(options: HostEnvOptions): Promise<HostEnv>;
  /** An rpc session on `env`, killed after the test. */
  rpc(env: HostEnv, extraArgs?: readonly string[]): RpcSession;
  /** startHost; its process group is killed after the test if it is still running. */
  start(env: HostEnv, args: readonly string[], timeoutMs: number, command?: string): HostProcess;
}

/**
 * The one afterEach of the host suites: whatever a test opens through the returned object (envs,
 * rpc sessions, in-process drivers) is released after it, hosts first, then the envs. Call it in
 * the describe body.
 */
export function useHost(): HostTestRun {
  const envs: HostEnv[] = [];
  const sessions: RpcSession[] = [];
  const hosts: HostProcess[] = [];
  afterEach(async () => {
    for (const s of sessions.splice(0)) await s.kill();
    for (const h of hosts.splice(0)) await stopHost(h);
    for (const e of envs.splice(0)) await e.cleanup();
  });
  return {
    env: async (options) => {
      const env = await createHostEnv(options);
      envs.push(env);
      return env;
    },
    rpc: (env, extraArgs) => {
      const session = new RpcSession(env, extraArgs);
      sessions.push(session);
      return session;
    },
    start: (env, args, timeoutMs, command) => {
      const p = startHost(env, args, timeoutMs, command);
      hosts.push(p);
      return p;
    },
  };
}
