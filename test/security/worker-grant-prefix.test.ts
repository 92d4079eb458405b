// A worker's grants are exact strings, end to end: a parent sidecar exports a delegation of the
// hostile server granting one tool and one prompt, and a worker sidecar started with it is refused
// every name that shares a prefix with a grant, or is a prefix of one (the hostile server lists
// tools and prompts named that way), with the catalog's refusal; the listing shows only
// the granted tool, and no surface of either sidecar carries the delegated secret.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeJson } from "../support/files.js";
import { Resources } from "../support/resources.js";
import { codeOf, printedText } from "../support/results.js";
import { hostileStdio } from "../support/servers.js";
import { SidecarDriver } from "../support/sidecar.js";
import { plant, Surfaces } from "../support/surfaces.js";
import { INSTALLER } from "../support/worker.js";

const res = new Resources();
afterEach(async () => {
  expect(await res.cleanup(), "server processes still alive after shutdown").toEqual([]);
});

describe("worker grants match whole strings only (hostile server)", () => {
  it("names that extend a grant or are cut from one are refused", { timeout: 120_000 }, async () => {
    const planted = plant("TOKEN");
    const root = res.tempDir("security-worker-prefix-");
    const d = { home: join(root, "home"), cwd: join(root, "project"), tmp: join(root, "tmp") };
    for (const p of Object.values(d)) mkdirSync(p, { recursive: true });
    const server = hostileStdio({
      HOSTILE_SECRET: "${TOKEN}",
      HOSTILE_ECHO_VARS: "HOSTILE_SECRET",
    });
    writeJson(join(d.home, ".config/mcp/mcp.json"), { mcpServers: { hostile: server } });
    const surfaces = new Surfaces();
    const parent = await SidecarDriver.start(res, { ...d, environment: { TOKEN: planted.TOKEN as string } }, surfaces);
    const exported = await parent.request("worker/export", {
      request: {
        servers: { hostile: ["tools.list", "tools.call:echo_secrets", "prompts.list", "prompts.get:greet"] },
      },
      installer: INSTALLER,
    });
    expect(exported.error, JSON.stringify(exported.error)).toBeUndefined();
    const descriptor = (exported.result as { descriptor: unknown }).descriptor;
    expect(JSON.stringify(descriptor)).not.toContain(planted.TOKEN as string);
    await parent.stop();

    const worker = await SidecarDriver.start(
      res,
      {
        ...d,
        environment: {},
        trust: { delegation: { descriptor, environment: { TOKEN: planted.TOKEN as string } } },
      },
      surfaces,
    );
    const granted = await worker.call({ server: "hostile", tool: "echo_secrets", args: { text: "hi" } });
    expect(granted.isError, printedText(granted)).toBe(false);
    expect(printedText(granted)).toContain("[redacted:TOKEN]");

    // The hostile server lists echo_base64 beside echo_secrets: the worker's listing shows only the grant.
    const listing = printedText(await worker.call({ server: "hostile" }));
    expect(listing).toContain("echo_secrets");
    expect(listing).not.toContain("echo_base64");

    for (const tool of ["echo_secret", "echo_secrets_", "echo_secretsx", "echo", "e", "echo_base64", "Echo_secrets"]) {
      const r = await worker.call({ server: "hostile", tool, args: { text: "hi" } });
      expect(codeOf(r), `${tool}: ${printedText(r)}`).toBe("MCPA_WORKER_CEILING_DENIED");
      const described = await worker.call({ server: "hostile", describe: tool });
      expect(codeOf(described), `describe ${tool}`).toBe("MCPA_WORKER_CEILING_DENIED");
    }
    for (const prompt of ["gree", "greet_", "greets", "g"]) {
      const r = await worker.call({ server: "hostile", operation: "prompts.get", prompt, arguments: { topic: "t" } });
      expect(codeOf(r), `prompt ${prompt}: ${printedText(r)}`).toBe("MCPA_WORKER_CEILING_DENIED");
    }
    const greet = await worker.call({
      server: "hostile",
      operation: "prompts.get",
      prompt: "greet",
      arguments: { topic: "t" },
    });
    expect(greet.isError, printedText(greet)).toBe(false);
    await worker.stop();
    surfaces.expectClean(planted);
  });
});
