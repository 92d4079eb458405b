// Resolved secrets over stdio (docs/architecture.md, "Redaction"): a value planted in the runtime environment
// and passed to a server through an env reference reaches the server, and never comes back: not in result
// content, details, spills, status, error text or the stderr ring, where it reads [redacted:NAME]. This
// includes text the server chose, such as its tool catalog.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import type { HostResult } from "../../src/results/blocks.js";
import { toolDefinitions } from "../fixtures/server/tools.js";
import { EVERYTHING } from "../support/paths.js";
import { readEvents, waitFor } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { labelBody, meta, textOf } from "../support/results.js";

const PLANTED = "pl4nted-Secret-VALUE-q7Z2x9";
const REDACTED = "[redacted:PLANTED]";

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup(), "server processes still alive after runtime.close()").toEqual([]);
});

describe.sequential("resolved secrets never come back", () => {
  it("fixture: env reference works; results, spills, status, errors and the stderr ring are redacted", async () => {
    const fx = h.fixture({ API_TOKEN: "${PLANTED}" });
    const { runtime, proxy } = h.open({ fx: fx.spec }, { PLANTED });
    const seen: HostResult[] = [];
    const call = async (args: unknown): Promise<HostResult> => {
      const r = await proxy.call(args);
      seen.push(r);
      return r;
    };

    expect(labelBody(textOf(await call({ server: "fx", tool: "env_presence", args: { name: "API_TOKEN" } })))).toBe(
      "present",
    );
    expect(labelBody(textOf(await call({ server: "fx", tool: "env_presence", args: { name: "PLANTED" } })))).toBe(
      "absent",
    );

    const echoed = await call({ server: "fx", tool: "echo", args: { text: `token=${PLANTED}; again ${PLANTED}` } });
    expect(labelBody(textOf(echoed))).toBe(`token=${REDACTED}; again ${REDACTED}`);

    // Large enough to spill: the retained file and every window read back are redacted too.
    const line = `secret line ${PLANTED}\n`;
    const big = await call({
      server: "fx",
      tool: "echo",
      args: { text: line.repeat(Math.ceil((2 * LIMIT_VALUES["inline.maxBytes"]) / line.length)) },
    });
    const output = meta(big).output as string;
    expect(output).toMatch(/^mcp-output-/);
    const spilled = readFileSync(runtime.spills.get(output)?.path as string, "utf8");
    expect(spilled).toContain(REDACTED);
    expect(spilled).not.toContain(PLANTED);
    let offset: number | null = 0;
    while (offset !== null) {
      const w = await call({ server: "fx", operation: "output.read", output, offset });
      expect(w.isError).toBe(false);
      offset = meta(w).nextOffset as number | null;
    }

    expect((await call({ server: "fx", tool: "stderr", args: { text: `stderr says ${PLANTED}\n` } })).isError).toBe(
      false,
    );
    const ring = () => runtime.server("fx").current?.stderr?.tail() ?? [];
    expect(await waitFor(() => ring().some((l) => l.includes(`stderr says ${REDACTED}`)), 5_000)).toBe(true);
    expect(ring().join("\n")).not.toContain(PLANTED);

    expect((await call({ server: "fx", tool: "fail" })).isError).toBe(true);
    expect((await call({ server: "fx", tool: "echo", args: { text: 42 } })).isError).toBe(true);
    await call({});
    const crashed = await call({ server: "fx", tool: "crash" });
    expect(meta(crashed).code).toBe("MCPA_RUNTIME_CONNECTION_LOST");
    await call({});

    for (const r of seen) expect(JSON.stringify(r)).not.toContain(PLANTED);
    expect(JSON.stringify(runtime.status())).not.toContain(PLANTED);
    expect(readEvents(fx.events).join("\n")).not.toContain(PLANTED);
  });

  it("server-everything: get-env prints the child's environment with the value redacted", async () => {
    const { proxy } = h.open(
      {
        everything: { command: process.execPath, args: [EVERYTHING, "stdio"], env: { API_TOKEN: "Bearer ${PLANTED}" } },
      },
      { PLANTED },
    );
    const r = await proxy.call({ server: "everything", tool: "get-env" });
    expect(r.isError).toBe(false);
    const env = JSON.parse(labelBody(textOf(r))) as Record<string, string>;
    expect(env.API_TOKEN).toBe(`Bearer ${REDACTED}`);
    expect(env.PLANTED).toBeUndefined();
    expect(JSON.stringify(r)).not.toContain(PLANTED);
  });

  it("text the server chose for its catalog (list, search, describe) is redacted too", async () => {
    // A server that echoes a resolved value into its tool catalog: here the value planted is
    // exactly the fixture's own description of `echo`, so list, search and describe carry it.
    const description = toolDefinitions("stdio", 0).find((t) => t.name === "echo")?.description as string;
    expect(description.length).toBeGreaterThanOrEqual(LIMIT_VALUES["redaction.minValueChars"]);
    const fx = h.fixture({ DESCRIPTION_SOURCE: "${DESCRIPTION}" });
    const { proxy } = h.open({ fx: fx.spec }, { DESCRIPTION: description });
    for (const args of [{ server: "fx" }, { server: "fx", search: "echo" }, { server: "fx", describe: "echo" }]) {
      const r = await proxy.call(args);
      expect(r.isError).toBe(false);
      expect(textOf(r)).toContain("[redacted:DESCRIPTION]");
      expect(JSON.stringify(r)).not.toContain(description);
    }
  });
});
