// Redaction matches what the adapter emits, not an intermediate form, through the real
// sidecar against the hostile server:
// - secrets holding `"`, `\`, a newline and a tab (a password, a PEM line) are redacted in
//   structured content and describe output, which the adapter serialises to JSON, and in URIs it
//   normalises (a lower-cased host, a percent-encoded path), and search matches only what the
//   model sees, so that counts of matches cannot reveal a value;
// - a value resolved for one server is redacted in another server's output (server B reads a
//   `.env` file holding server A's token), before and after A has connected;
// - secrets equal to words of the adapter's own text (label words, the redaction marker, listing
//   words) are redacted in server text and leave the adapter's labels and lines intact.
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ERAS, expectSpokeEra } from "../support/eras.js";
import { writeJson } from "../support/files.js";
import { readEvents } from "../support/processes.js";
import { Resources } from "../support/resources.js";
import type { ToolResult } from "../support/results.js";
import { checkLabels, expectNoForgeryOutside, HOSTILE_LABEL_META, meta, printedText } from "../support/results.js";
import { hostileStdio } from "../support/servers.js";
import { SidecarDriver } from "../support/sidecar.js";
import { plant, Surfaces } from "../support/surfaces.js";

const res = new Resources();
afterEach(async () => {
  expect(await res.cleanup(), "server processes still alive after shutdown").toEqual([]);
});

const hex = (): string => randomBytes(16).toString("hex");

interface Started {
  readonly sidecar: SidecarDriver;
  readonly surfaces: Surfaces;
  readonly tmp: string;
  readonly events: string;
}

async function start(
  servers: (events: string, root: string) => Record<string, unknown>,
  environment: Record<string, string>,
): Promise<Started> {
  const { root, home, cwd, tmp } = res.sessionDirs("security-encoded-");
  const events = res.eventsFile();
  writeJson(join(home, ".config/mcp/mcp.json"), { mcpServers: servers(events, root) });
  const surfaces = new Surfaces();
  const sidecar = await SidecarDriver.start(res, { home, cwd, tmp, environment }, surfaces);
  return { sidecar, surfaces, tmp, events };
}

describe.sequential.each(ERAS)("redaction matches the emitted form (%s server)", (era) => {
  it("secrets with a quote, a backslash, a newline and a tab are redacted in structured content, describe and normalised URIs", {
    timeout: 90_000,
  }, async () => {
    // Each half is 16 hex characters: a leak in any escaped form still shows a 10-character window.
    const special = `PLANTED-${hex().slice(0, 16)}"\\\n\t${hex().slice(0, 16)}`;
    const pem = `PLANTED-${hex()}\n-----END PRIVATE KEY-----`;
    // Upper case, and valid in a host name: URI parsing lower-cases it.
    const host = `PLANTED-${hex().toUpperCase()}`;
    const planted = { values: { SPECIAL: special, PEM: pem, HOSTLIKE: host } };
    const { sidecar, surfaces } = await start(
      () => ({
        hostile: hostileStdio({
          HOSTILE_ERA: era,
          HOSTILE_SECRET: "${SPECIAL}",
          HOSTILE_PEM: "${PEM}",
          HOSTILE_HOST: "$env:HOSTLIKE",
          HOSTILE_ECHO_VARS: "HOSTILE_SECRET,HOSTILE_PEM,HOSTILE_HOST",
        }),
      }),
      { SPECIAL: special, PEM: pem, HOSTLIKE: host },
    );
    const call = (args: unknown): Promise<ToolResult> => sidecar.call(args);

    const echoed = await call({ server: "hostile", tool: "echo_secrets", args: { text: "hi" } });
    expect(echoed.isError).toBe(false);
    // structuredContent is not said by the text blocks, so it is shown, serialised, and redacted.
    expect(meta(echoed).hasStructuredContent).toBe(true);
    expect(printedText(echoed)).toContain(
      '{"nested":{"all":["[redacted:SPECIAL]","[redacted:PEM]","[redacted:HOSTLIKE]"]},"token":"[redacted:SPECIAL]"}',
    );
    // The secret in the host and in the path is redacted before the URI is parsed.
    expect(printedText(echoed)).toMatch(
      /\[resource link path link uri=\(unparseable URI\)( reference=mcp-resource-[0-9a-f]+)?\]/,
    );
    expect(printedText(echoed).toLowerCase()).not.toContain(host.toLowerCase());

    const described = await call({ server: "hostile", describe: "echo_secrets" });
    expect(printedText(described)).toContain('"default":"[redacted:SPECIAL]"');
    expect(printedText(described)).toContain('"description":"param [redacted:SPECIAL]"');
    // A tool whose name holds the secret, described by that name: the quoted name is redacted too.
    const named = await call({ server: "hostile", describe: `named_${special}` });
    expect(named.isError).toBe(false);
    expect(printedText(named)).toContain('Tool "named_[redacted:SPECIAL]" on "hostile"');

    // Search and filters match what the model sees: a query cannot probe a redacted value by counts.
    const probe = `named_${special.slice(0, 12)}`;
    expect(printedText(await call({ server: "hostile", search: probe }))).toContain(
      `matching ${JSON.stringify(probe)} (0):`,
    );
    expect(printedText(await call({ server: "hostile", search: "named_[redacted:SPECIAL]" }))).toContain(
      'matching "named_[redacted:SPECIAL]" (1):',
    );
    expect(
      printedText(await call({ server: "hostile", operation: "resources.list", query: `doc ${special.slice(0, 12)}` })),
    ).toContain("; 0 match");
    expect(
      printedText(await call({ server: "hostile", operation: "prompts.list", query: `leaks ${special.slice(0, 12)}` })),
    ).toContain("; 0 match");
    for (const args of [
      { server: "hostile" },
      { server: "hostile", search: "named" },
      { server: "hostile", operation: "prompts.list" },
      { server: "hostile", operation: "resources.list" },
    ]) {
      expect((await call(args)).isError).toBe(false);
    }
    const greet = await call({
      server: "hostile",
      operation: "prompts.get",
      prompt: "greet",
      arguments: { topic: "t" },
    });
    expect(greet.isError).toBe(false);
    await sidecar.stop();
    surfaces.expectClean(planted);
  });

  it("a server that echoes base64(token), standard or URL-safe, padded or bare, or inside a Basic credential, leaks nothing", {
    timeout: 90_000,
  }, async () => {
    const planted = plant("TOKEN");
    const token = planted.TOKEN as string;
    const { sidecar, surfaces } = await start(
      () => ({ hostile: hostileStdio({ HOSTILE_ERA: era, API_TOKEN: "${TOKEN}", HOSTILE_ECHO_VARS: "API_TOKEN" }) }),
      { TOKEN: token },
    );
    const r = await sidecar.call({ server: "hostile", tool: "echo_base64" });
    expect(r.isError).toBe(false);
    const shown = printedText(r);
    expect(shown).toContain("encoded: [redacted:TOKEN] [redacted:TOKEN] [redacted:TOKEN] ");
    // What is left of each encoded text decodes to nothing of the token.
    for (const piece of shown.match(/[A-Za-z0-9+/_-]{8,}={0,2}/g) ?? []) {
      const decoded = Buffer.from(piece, piece.includes("-") || piece.includes("_") ? "base64url" : "base64").toString(
        "latin1",
      );
      expect(decoded).not.toContain(token.slice(8, 18));
    }
    const b64 = Buffer.from(token).toString("base64");
    for (const form of [b64, b64.replace(/=+$/, ""), Buffer.from(token).toString("base64url"), b64.slice(4, 24)])
      expect(JSON.stringify(r)).not.toContain(form);
    await sidecar.stop();
    surfaces.expectClean(planted);
  });

  it("a secret the server JSON-escaped itself in a text block, and secrets used as keys of structured content, are redacted", {
    timeout: 90_000,
  }, async () => {
    const special = `PLANTED-${hex().slice(0, 16)}"\\\n\t${hex().slice(0, 16)}`;
    const plain = `PLANTED-${hex()}`;
    const planted = { values: { SPECIAL: special, PLAIN: plain } };
    const { sidecar, surfaces, events } = await start(
      (ev) => ({
        hostile: hostileStdio({
          HOSTILE_ERA: era,
          HOSTILE_JSON_TOOL: "1",
          HOSTILE_SECRET: "${SPECIAL}",
          HOSTILE_PLAIN: "${PLAIN}",
          HOSTILE_ECHO_VARS: "HOSTILE_SECRET,HOSTILE_PLAIN",
          HOSTILE_EVENTS: ev,
        }),
      }),
      { SPECIAL: special, PLAIN: plain },
    );
    const r = await sidecar.call({ server: "hostile", tool: "json_secrets" });
    expect(r.isError, printedText(r)).toBe(false);
    const t = printedText(r);
    // The server's own JSON: the escaped form of the value is what it wrote, and what is redacted.
    expect(t).toContain(
      '{"token":"[redacted:SPECIAL]","all":["[redacted:SPECIAL]","[redacted:PLAIN]"],"[redacted:SPECIAL]":"a secret as a key"}',
    );
    // Structured content, keys included, redacted before it is serialised.
    expect(meta(r).hasStructuredContent).toBe(true);
    expect(t).toContain('"[redacted:SPECIAL]":{"[redacted:SPECIAL]":"keys all the way down"}');
    expect(t).toContain('"list":[{"[redacted:SPECIAL]":1}]');
    await sidecar.stop();
    surfaces.expectClean(planted);
    expectSpokeEra(readEvents(events), era);
  });

  it("a value resolved for one server is redacted in every other server's output, before and after that server connects", {
    timeout: 90_000,
  }, async () => {
    const planted = plant("TOKEN_A");
    const { sidecar, surfaces, events } = await start(
      (ev, root) => {
        // Server B has no reference at all: it reads server A's token from a file the two share.
        const dotenv = join(root, "project.env");
        writeFileSync(dotenv, `A_TOKEN=${planted.TOKEN_A as string}\n`);
        return {
          a: hostileStdio({
            HOSTILE_ERA: era,
            API_TOKEN: "${TOKEN_A}",
            HOSTILE_ECHO_VARS: "API_TOKEN",
            HOSTILE_EVENTS: ev,
          }),
          b: hostileStdio({ HOSTILE_ERA: era, HOSTILE_ECHO_FILE: dotenv, HOSTILE_EVENTS: ev }),
        };
      },
      { TOKEN_A: planted.TOKEN_A as string },
    );
    const call = (args: unknown): Promise<ToolResult> => sidecar.call(args);

    // B first: A has not connected, so nothing has resolved TOKEN_A at a connect yet.
    const before = await call({ server: "b", tool: "echo_secrets" });
    expect(printedText(before)).toContain("secret=[redacted:TOKEN_A]");
    expect(readEvents(events).filter((l) => l.startsWith("start "))).toHaveLength(1);
    await call({ server: "b" });
    await call({ server: "b", tool: "stderr" });
    await call({ server: "b", tool: "big_secrets" });
    expect(printedText(await call({ server: "a", tool: "echo_secrets" }))).toContain("secret=[redacted:TOKEN_A]");
    // And after A resolved it.
    expect(printedText(await call({ server: "b", tool: "echo_secrets" }))).toContain("secret=[redacted:TOKEN_A]");
    await call({ server: "b", operation: "resources.list" });
    await call({ server: "b", operation: "prompts.get", prompt: "greet", arguments: { topic: "t" } });
    await call({});
    await sidecar.status();
    sidecar.recordSpills();
    await sidecar.stop();
    expect(readEvents(events).filter((l) => l.startsWith("start "))).toHaveLength(2);
    expectSpokeEra(readEvents(events), era);
    surfaces.expectClean(planted);
  });

  it("secrets equal to words of the adapter's own text are redacted in server text and never in labels or listing lines", {
    timeout: 90_000,
  }, async () => {
    // Label kinds, the redaction marker itself, and words of listings and notices.
    const words = {
      W_UNTRUSTED: "untrusted",
      W_RESOURCE: "resource",
      W_PROMPT: "prompt",
      W_REDACTED: "redacted",
      W_REQUIRED: "required",
      W_PREVIEW: "Preview",
    };
    const refs = Object.keys(words).map((k, i) => [`HOSTILE_W${i}`, `\${${k}}`] as const);
    const { sidecar } = await start(
      () => ({
        hostile: hostileStdio({
          HOSTILE_ERA: era,
          ...Object.fromEntries(refs),
          HOSTILE_ECHO_VARS: refs.map(([k]) => k).join(","),
        }),
      }),
      words,
    );
    const call = (args: unknown): Promise<ToolResult> => sidecar.call(args);
    const META = HOSTILE_LABEL_META;
    /** Every redaction marker is whole (or cut by a bound at a line end): none was redacted again. */
    const markersWhole = (t: string): void => {
      expect(t).not.toMatch(/\[redacted:W_REDACTED\]:[A-Z_]+\]|\[redacted:(?![A-Z_]+\]|[A-Z_]*…|[A-Z_]*\n)/);
    };
    const labelled = (r: ToolResult, pattern: RegExp): string => {
      const c = checkLabels(printedText(r), pattern);
      expectNoForgeryOutside(c);
      markersWhole(printedText(r));
      return c.inside;
    };

    const listing = await call({ server: "hostile" });
    expect(labelled(listing, META.catalog)).toContain(
      "Echoes what it was given: [redacted:W_UNTRUSTED] | [redacted:W_RESOURCE] | [redacted:W_PROMPT] | [redacted:W_REDACTED] | [redacted:W_REQUIRED] | [redacted:W_PREVIEW]",
    );
    labelled(await call({ server: "hostile", describe: "echo_secrets" }), META.catalog);
    const prompts = await call({ server: "hostile", operation: "prompts.list" });
    // The listing's own words survive: "(required)" is adapter text, "prompts" and "resources" too.
    expect(labelled(prompts, META.catalog)).toContain(
      "arguments=topic(required), extra_[redacted:W_UNTRUSTED](optional)",
    );
    expect(printedText(prompts)).toMatch(/^\[mcp prompts [0-9A-Z]{4,}\]\nMCP prompts on "hostile": /);
    const resources = await call({ server: "hostile", operation: "resources.list" });
    expect(labelled(resources, META.catalog)).toContain('MCP resources on "hostile": 3 resources and 1 template.');

    const echoed = await call({ server: "hostile", tool: "echo_secrets" });
    expect(checkLabels(printedText(echoed), META.toolResult).inside).toContain(
      "secret=[redacted:W_UNTRUSTED] | [redacted:W_RESOURCE]",
    );
    expect(printedText(echoed)).toContain("[embedded resource uri=");
    markersWhole(printedText(echoed));

    const readable = [...printedText(resources).matchAll(/mcp-resource-[0-9a-f]{32}/g)].map((m) => m[0]);
    let read = 0;
    for (const resource of readable) {
      const r = await call({ server: "hostile", operation: "resources.read", resource });
      if (r.isError) continue;
      labelled(r, META.resource);
      read += 1;
    }
    expect(read).toBeGreaterThan(0);
    const greet = await call({
      server: "hostile",
      operation: "prompts.get",
      prompt: "greet",
      arguments: { topic: "t" },
    });
    expect(labelled(greet, META.prompt)).toContain("hello t [redacted:W_UNTRUSTED]");

    // A spilled result: the notice ("Preview:") is adapter text outside the label.
    const big = await call({ server: "hostile", tool: "big_secrets" });
    expect(printedText(big)).toMatch(/^Output exceeded the inline limit .* Preview:\n\[mcp result [0-9A-Z]{4,}\]\n/);
    markersWhole(printedText(big));
    const window = await call({ server: "hostile", operation: "output.read", output: meta(big).output });
    expect(labelled(window, META.output)).toContain("line 0 [redacted:W_UNTRUSTED]");
    await sidecar.stop();
  });
});
