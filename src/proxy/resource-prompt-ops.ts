// resources.list, resources.read, prompts.list, prompts.get and reconnect.

import type { PromptListing } from "../catalog/prompts.js";
import { isReference } from "../catalog/references.js";
import { targetUri, variablesText } from "../catalog/resource-target.js";
import type { ResourceEntry, ResourceListing, TemplateEntry } from "../catalog/resources.js";
import { search } from "../catalog/search.js";
import { AdapterError } from "../errors/index.js";
import type { HostResult } from "../results/index.js";
import {
  hostDetails,
  LABEL_KINDS,
  phrase,
  plural,
  renderPrompt,
  renderResourceRead,
  safeMime,
  shownName,
  text,
} from "../results/index.js";
import { displayUri } from "../secrets/index.js";
import type { OperationContext } from "./context.js";
import { quote, summary, textResult } from "./format.js";
import { LIMIT_VALUES } from "./generated.js";
import { nameMarkText } from "./tool-view.js";
import { denial } from "./worker-scope.js";

const FILTER_MAX = LIMIT_VALUES["filter.maxResults"];

/**
 * The entries a query finds, best first, with the words-based ranking of tool search (every query
 * word begins a word of the name, title or description, or the query is a substring of one). It
 * searches the entries as the model sees them (redacted): the count of matches must not reveal a
 * redacted value a character at a time.
 */
function found<
  T extends { readonly name: string; readonly title?: string | undefined; readonly description?: string | undefined },
>(c: OperationContext, query: string | undefined, entries: readonly T[]): readonly T[] {
  if (query === undefined) return entries;
  const redact = (s: string | undefined): string | undefined =>
    s === undefined ? undefined : c.server.redactor.redact(s);
  const shown = entries.map((entry) => ({
    entry,
    name: c.server.redactor.redact(entry.name),
    title: redact(entry.title),
    description: redact(entry.description),
  }));
  return search(shown, query, Number.POSITIVE_INFINITY).matches.map((m) => m.entry);
}

/** The notice of a listing cut at catalog.maxPages: what was gathered is shown, and said to be partial. */
const partialLine = (pages: number | undefined, kind: string): string[] =>
  pages === undefined ? [] : [phrase("listingPartial", { pages, kind })];

/** A MIME type is server text: shown only as a plain, redacted type/subtype. */
const mimeText = (c: OperationContext, mime: string | undefined): string =>
  safeMime(mime, c.server.redactor) ?? phrase("unknownMime", {});
const matching = (count: number, query: string | undefined): string =>
  query === undefined ? "" : phrase("catalogMatching", { count, query: quote(query) });
/** A one-line summary of server text, redacted first: a cut value would no longer match. */
const safeSummary = (c: OperationContext, description: string | undefined): string =>
  summary(c.server.redactor.redact(description ?? ""));
/** A server-chosen name: redacted, then escaped onto one line. */
const name = (c: OperationContext, raw: string): string => shownName(c.server.redactor, raw);

/** A worker lists only the URIs it may read, and no templates (its ceiling names exact URIs). */
function readable(c: OperationContext, listing: ResourceListing): ResourceListing {
  const ceiling = c.ceiling;
  if (!ceiling) return listing;
  return {
    ...listing,
    resources: listing.resources.filter((e) => ceiling.resource(c.request.server, e.uri)),
    templates: [],
  };
}

/** A worker lists only the prompts it may get. */
function gettable(c: OperationContext, listing: PromptListing): PromptListing {
  const ceiling = c.ceiling;
  return ceiling
    ? { ...listing, prompts: listing.prompts.filter((p) => ceiling.prompt(c.request.server, p.name)) }
    : listing;
}

export async function listResources(c: OperationContext): Promise<HostResult> {
  const r = c.request;
  const listing = readable(c, await c.catalogs.resources.list(c.options));
  const resources = found(c, r.query, listing.resources);
  const templates = found(c, r.query, listing.templates);
  const shownResources: ResourceEntry[] = resources.slice(0, FILTER_MAX);
  const shownTemplates: TemplateEntry[] = templates.slice(0, Math.max(0, FILTER_MAX - shownResources.length));
  const lines = [
    phrase("resourcesHeader", {
      server: quote(r.server),
      resources: listing.resources.length,
      resourcesWord: plural("resource", listing.resources.length),
      templates: listing.templates.length,
      templatesWord: plural("template", listing.templates.length),
      matching: matching(resources.length + templates.length, r.query),
    }),
    ...shownResources.map((e) =>
      phrase("resourceEntry", {
        reference: e.reference,
        name: name(c, e.name),
        marks: nameMarkText(c.server.redactor.redact(e.name)),
        summary: safeSummary(c, e.description),
        mime: mimeText(c, e.mimeType),
        size: e.size !== undefined ? phrase("resourceSize", { bytes: e.size }) : "",
      }),
    ),
    ...shownTemplates.map((t) =>
      phrase("templateEntry", {
        reference: t.reference,
        name: name(c, t.name),
        marks: nameMarkText(c.server.redactor.redact(t.name)),
        summary: safeSummary(c, t.description),
        mime: mimeText(c, t.mimeType),
        arguments: name(c, variablesText(t)),
      }),
    ),
  ];
  const hidden = resources.length + templates.length - shownResources.length - shownTemplates.length;
  if (r.query !== undefined && hidden > 0) lines.push(phrase("catalogMoreMatches", { count: hidden }));
  if (r.query === undefined && resources.length > shownResources.length)
    lines.push(phrase("resourcesMore", { count: resources.length - shownResources.length }));
  if (listing.duplicates > 0) lines.push(phrase("resourcesDuplicates", { count: listing.duplicates }));
  lines.push(...partialLine(listing.partialPages, "resources"));
  lines.push(
    phrase("resourcesReadHint", {
      server: JSON.stringify(r.server),
      templates: shownTemplates.length > 0 ? phrase("resourcesTemplateHint", {}) : "",
    }),
  );
  // Server text was redacted field by field above; the listing's own words never are.
  return textResult(
    lines.join("\n"),
    { server: r.server, spills: c.runtime.spills },
    {
      operation: r.label,
      server: r.server,
      resourceCount: listing.resources.length,
      templateCount: listing.templates.length,
    },
    { kind: LABEL_KINDS.resourceCatalog, meta: "" },
  );
}

/**
 * Reads only the URI behind a current reference (checked before connecting), or a URI the server
 * itself offers (listed, linked by a tool result, or matched by one of its templates).
 */
export async function readResource(c: OperationContext): Promise<HostResult> {
  const r = c.request;
  const reference = r.resource ?? "";
  const byReference = isReference(reference);
  const uri = byReference
    ? targetUri(c.catalogs.resources.resolve(reference), r.arguments, r.server)
    : await offeredUri(c, reference);
  const result = await c.server.readResource(uri, c.options);
  // A URI the model gave is shown as every URI is (no user info, query or fragment), redacted.
  return renderResourceRead(result.contents, byReference ? reference : displayUri(reference, c.server.redactor), {
    server: r.server,
    operation: r.label,
    spills: c.runtime.spills,
    redactor: c.server.redactor,
  });
}

/** A URI given by the model: read only when the server offers it; never echoed (it may carry a credential). */
async function offeredUri(c: OperationContext, uri: string): Promise<string> {
  const server = c.request.server;
  if (c.request.arguments !== undefined && Object.keys(c.request.arguments).length > 0) {
    throw new AdapterError("MCPA_RESOURCE_TEMPLATE_ARGUMENTS", {
      server,
      resource: "the URI given",
      problem: "a URI is read as given and takes no arguments; pass a template's reference with arguments instead",
      variables: "none",
    });
  }
  if (!(await c.catalogs.resources.offers(uri, c.options)))
    throw new AdapterError("MCPA_RESOURCE_UNKNOWN_URI", { server });
  return uri;
}

export async function listPrompts(c: OperationContext): Promise<HostResult> {
  const r = c.request;
  const listing = gettable(c, await c.catalogs.prompts.list(c.options));
  const matched = found(c, r.query, listing.prompts);
  const shown = matched.slice(0, FILTER_MAX);
  const argumentsText = (p: (typeof shown)[number]): string =>
    p.arguments.length === 0
      ? phrase("wordNone", {})
      : p.arguments
          .map((a) =>
            phrase("promptArgument", {
              name: name(c, a.name),
              need: a.required ? phrase("wordRequired", {}) : phrase("wordOptional", {}),
            }),
          )
          .join(", ");
  const lines = [
    phrase("promptsHeader", {
      server: quote(r.server),
      count: listing.prompts.length,
      matching: matching(matched.length, r.query),
    }),
    ...shown.map((p) =>
      phrase("promptEntry", {
        name: name(c, p.name),
        marks: nameMarkText(c.server.redactor.redact(p.name)),
        summary: safeSummary(c, p.description),
        arguments: argumentsText(p),
      }),
    ),
  ];
  if (matched.length > shown.length)
    lines.push(
      phrase("promptsMore", {
        count: matched.length - shown.length,
        how: r.query !== undefined ? phrase("promptsRefine", {}) : phrase("promptsPassQuery", {}),
      }),
    );
  if (listing.duplicates > 0) lines.push(phrase("promptsDuplicates", { count: listing.duplicates }));
  lines.push(...partialLine(listing.partialPages, "prompts"));
  return textResult(
    lines.join("\n"),
    { server: r.server, spills: c.runtime.spills },
    { operation: r.label, server: r.server, promptCount: listing.prompts.length },
    { kind: LABEL_KINDS.promptCatalog, meta: "" },
  );
}

/** Checks the arguments against the catalog before any prompts/get request. */
export async function getPrompt(c: OperationContext): Promise<HostResult> {
  const r = c.request;
  const name = r.prompt ?? "";
  const args = (r.arguments ?? {}) as Record<string, string>;
  // The catalog's own name: the request may have named it in its escaped, listed form.
  const entry = await c.catalogs.prompts.check(name, args, c.options);
  // A worker's ceiling names the prompt itself: a grant of its escaped form does not reach it.
  if (c.ceiling && !c.ceiling.prompt(r.server, entry.name))
    throw denial(c.ceiling, r.server, { operation: "prompts.get", target: entry.name });
  const result = await c.server.getPrompt(entry.name, args, c.options);
  // Resource links in prompt messages get readable references, as in tool results.
  const linkReference = (uri: string, link: string | undefined, mime: string | undefined) =>
    c.catalogs.resources.linkReference(uri, link, mime);
  return renderPrompt(result, name, {
    server: r.server,
    operation: r.label,
    spills: c.runtime.spills,
    redactor: c.server.redactor,
    linkReference,
  });
}

export async function reconnect(c: OperationContext): Promise<HostResult> {
  const r = c.request;
  await c.server.reconnect(c.options.signal);
  // A fresh connection may serve another catalog: the cached one is dropped, the next listing rewrites it.
  c.catalogs.tools.forgetCached();
  c.catalogs.tools.invalidate();
  c.catalogs.resources.invalidate();
  c.catalogs.prompts.invalidate();
  return {
    content: [text(phrase("reconnected", { server: quote(r.server) }))],
    isError: false,
    details: hostDetails({ operation: r.label, server: r.server, isError: false }),
  };
}
