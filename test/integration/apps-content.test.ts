// What the model sees of an MCP Apps-era server, end to end over stdio against a raw fixture that
// answers as such servers do: tools for an app's interface only are hidden from list, search and
// describe and refused by name; tools with an app view are described as such, not marked; status counts
// what is not offered; base64 in structured content, random bytes decoded as text, terminal
// escapes, markdown served as octet-stream and an image between two texts reach the model right.

import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PHRASES } from "../../generated/model-text.js";
import { ROOT } from "../support/paths.js";
import { readEvents } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { labelBody, meta, textOf } from "../support/results.js";

const APPS = join(ROOT, "test/fixtures/server/apps-server.mjs");
const APP_ONLY = ["interact", "page_nav", "save_annotations", "zoom", "search_in_viewer", "poll_pdf_commands"];
const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup()).toEqual([]);
});

function apps() {
  const events = h.eventsFile();
  const { runtime, proxy } = h.open({
    apps: { command: process.execPath, args: [APPS], cwd: ROOT, env: { APPS_EVENTS_FILE: events } },
  });
  return { runtime, proxy, events };
}

describe.sequential("MCP Apps tools", () => {
  it("app-only tools are hidden from list, search and describe, refused by name before anything is sent, and counted in status", async () => {
    const { proxy, events } = apps();
    const list = labelBody(textOf(await proxy.call({ server: "apps" })));
    expect(list).toMatch(/^MCP tools on "apps" \(9\):$/m);
    for (const name of APP_ONLY) expect(list).not.toContain(`- ${name}:`);
    expect(textOf(await proxy.call({ server: "apps", search: "viewer interface" }))).toContain(" (0):");
    expect(textOf(await proxy.call({ server: "apps", search: "page_nav" }))).toContain(" (0):");
    for (const r of [
      await proxy.call({ server: "apps", describe: "page_nav" }),
      await proxy.call({ server: "apps", tool: "page_nav", args: {} }),
    ]) {
      expect(r.isError).toBe(true);
      expect(meta(r).code).toBe("MCPA_TOOL_APP_ONLY");
      expect(textOf(r)).toContain('The tool "page_nav" on MCP server apps is for an MCP Apps host');
      expect(textOf(r)).toContain("so it is not offered here");
    }
    expect(readEvents(events)).not.toContain("tools/call page_nav");
    const status = await proxy.call({});
    expect(textOf(status)).toContain(PHRASES.statusNotOffered.replace("{{count}}", String(APP_ONLY.length)));
    expect(meta(status).toolsNotOffered).toEqual({ apps: APP_ONLY.length });
  });

  it("a tool with an app view answers in text, so list and search do not mark it; describe says the view is not shown", async () => {
    const { proxy } = apps();
    const list = labelBody(textOf(await proxy.call({ server: "apps" })));
    expect(list).toContain("- display_pdf: Opens a PDF in the viewer");
    expect(list).toContain("- legacy_view: Shows a chart");
    expect(list).toMatch(/^- list_pdfs: Lists the PDF files/m);
    expect(list).not.toContain("viewer here");
    expect(textOf(await proxy.call({ server: "apps", search: "display" }))).toContain("- display_pdf: Opens a PDF");
    expect(labelBody(textOf(await proxy.call({ server: "apps", describe: "display_pdf" })))).toContain(
      PHRASES.toolViewerNote,
    );
    const called = await proxy.call({ server: "apps", tool: "display_pdf", args: { url: "x" } });
    expect(called.isError).toBe(false);
  });
});

describe.sequential("content that real servers send", () => {
  it("base64 of a PDF in structured content is retained as binary, shown as a placeholder, and counted in rawBytes", async () => {
    const { runtime, proxy } = apps();
    const r = await proxy.call({ server: "apps", tool: "read_pdf_bytes" });
    const body = labelBody(textOf(r));
    expect(body).not.toContain("JVBERi0");
    const [reference] = meta(r).retained as string[];
    expect(body).toContain(`"bytes":"(base64 data: application/pdf, 1146 bytes, retained as ${reference as string})"`);
    expect(runtime.spills.get(reference as string)).toMatchObject({
      kind: "binary",
      bytes: 1146,
      mimeType: "application/pdf",
    });
    expect(meta(r).rawBytes).toBeGreaterThan(1528);
    const png = await proxy.call({ server: "apps", tool: "render_page" });
    expect(labelBody(textOf(png))).toMatch(
      /"png":"\(base64 data: image\/png, \d+ bytes, retained as mcp-output-[0-9a-f]{32}\)"/,
    );
  });

  it("random bytes decoded as text are retained as binary with a notice; terminal escapes are escaped", async () => {
    const { runtime, proxy } = apps();
    const r = await proxy.call({ server: "apps", tool: "fetch_random" });
    const [reference] = meta(r).retained as string[];
    expect(textOf(r)).toMatch(
      new RegExp(
        `\\[text of \\d+ bytes, mostly control or replacement characters \\(binary data\\): not shown, retained as ${reference as string}\\]`,
      ),
    );
    expect(textOf(r)).not.toContain("\ufffd");
    expect(runtime.spills.get(reference as string)?.kind).toBe("binary");
    // Catalog text too: the summary, the title and the description escape what they hold.
    expect(labelBody(textOf(await proxy.call({ server: "apps" })))).toContain(
      "- colour_log: Returns a log with terminal escapes\\u001b[2J\\u0007 second line",
    );
    const described = labelBody(textOf(await proxy.call({ server: "apps", describe: "colour_log" })));
    expect(described).toContain("Title: Log\\u001b[1m\n");
    expect(described).toContain("Description:\nReturns a log with terminal escapes\\u001b[2J\\u0007\nsecond line\n");
    const log = labelBody(textOf(await proxy.call({ server: "apps", tool: "colour_log" })));
    expect(log).toBe("build \\u001b[32mok\\u001b[0m\nbell\\u0007 and \\u009b2J csi\ndone");
  });

  it("markdown served as an application/octet-stream blob is text; an image between two texts keeps its place", async () => {
    const { proxy } = apps();
    const chunk = textOf(await proxy.call({ server: "apps", tool: "export_chunk" }));
    expect(chunk).toContain("# Findings\n\n- chunk 1 of 3: the export goes on");
    const r = await proxy.call({ server: "apps", tool: "annotated_image" });
    expect(r.content.map((b) => b.type)).toEqual(["text", "image", "text"]);
    expect(textOf({ ...r, content: [r.content[0] as never] })).toContain("before the image");
    expect(textOf({ ...r, content: [r.content[2] as never] })).toContain("after the image");
  });
});
