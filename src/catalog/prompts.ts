// The prompt catalog of one server: a connection-scoped catalog (catalog.ts) of prompts, used to
// check prompts.get arguments before any request is sent. Argument names from the request are
// never echoed.
import { AdapterError, escapeControl, quoteText } from "../errors/index.js";
import { shownName } from "../results/index.js";
import type { Connection } from "../runtime/connection.js";
import type { RequestOptions } from "../runtime/server-runtime.js";
import type { CatalogServer } from "./catalog.js";
import { ConnectionCatalog } from "./catalog.js";
import type { ListingHints } from "./drain-list.js";
import { drainList } from "./drain-list.js";
import { LIMIT_VALUES } from "./generated.js";
import { PageLimit } from "./paginate.js";

interface PromptArgument {
  readonly name: string;
  readonly description?: string | undefined;
  readonly required: boolean;
}

export interface PromptEntry {
  readonly name: string;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly arguments: readonly PromptArgument[];
}

export interface PromptListing {
  readonly prompts: readonly PromptEntry[];
  readonly duplicates: number;
  /** Set when the server had more pages than catalog.maxPages: the pages gathered before the bound. */
  readonly partialPages?: number | undefined;
}

type Raw = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

/** Each argument name once, in the server's order. */
function declaredArguments(p: Raw): readonly PromptArgument[] {
  const seen = new Set<string>();
  return Object.freeze(
    (Array.isArray(p.arguments) ? (p.arguments as Raw[]) : []).flatMap((a) => {
      const n = str(a.name);
      if (n === undefined || seen.has(n)) return [];
      seen.add(n);
      return [Object.freeze({ name: n, description: str(a.description), required: a.required === true })];
    }),
  );
}

export class PromptCatalog extends ConnectionCatalog<PromptListing> {
  constructor(server: CatalogServer) {
    super(server, { name: "prompts", requiresCapability: true, operation: "prompts.list" });
  }

  list(o: RequestOptions = {}): Promise<PromptListing> {
    return this.get(o);
  }

  protected async drain(conn: Connection, signal: AbortSignal, hints: ListingHints): Promise<PromptListing> {
    const limit = new PageLimit();
    const raw = await drainList(
      this.server,
      conn,
      "prompts",
      { catalog: "prompts", maxEntries: LIMIT_VALUES["catalog.prompts.maxEntries"], onPageLimit: limit.onPageLimit },
      signal,
      hints,
    );
    const byName = new Map<string, PromptEntry>();
    let duplicates = 0;
    for (const p of raw) {
      const pname = str(p.name);
      if (pname === undefined) continue;
      if (byName.has(pname)) duplicates += 1;
      else
        byName.set(
          pname,
          Object.freeze({
            name: pname,
            title: str(p.title),
            description: str(p.description),
            arguments: declaredArguments(p),
          }),
        );
    }
    return Object.freeze({ prompts: Object.freeze([...byName.values()]), duplicates, partialPages: limit.pages });
  }

  /** The prompt names of the last drain; undefined before the first drain. */
  get knownNames(): readonly string[] | undefined {
    return this.last?.prompts.map((p) => p.name);
  }

  /** The prompt, after checking the request's arguments against its declaration. */
  async check(prompt: string, args: Readonly<Record<string, unknown>>, o: RequestOptions = {}): Promise<PromptEntry> {
    const prompts = (await this.list(o)).prompts;
    // A name with control characters is listed escaped: the model may send it back in that form.
    const escaped = prompts.filter((p) => escapeControl(p.name) === prompt);
    const entry = prompts.find((p) => p.name === prompt) ?? (escaped.length === 1 ? escaped[0] : undefined);
    if (!entry)
      throw new AdapterError("MCPA_PROMPT_UNKNOWN", { server: this.server.config.name, prompt: quoteText(prompt) });
    const declared = new Set(entry.arguments.map((a) => a.name));
    const unknown = Object.keys(args).filter((k) => !declared.has(k));
    if (unknown.length > 0) {
      // Declared names are server text: each redacted (before the placeholder bound could cut a
      // value) and escaped (before a control character could add a line) on its own.
      const declaredNames = entry.arguments.map((a) => shownName(this.server.redactor, a.name)).join(", ");
      throw new AdapterError("MCPA_PROMPT_UNKNOWN_ARGUMENT", {
        prompt: quoteText(prompt),
        count: unknown.length,
        declared: declaredNames || "(none)",
      });
    }
    // Own properties only: a required argument named like "constructor" is not passed by {}.
    const missing = entry.arguments
      .filter((a) => a.required && (!Object.hasOwn(args, a.name) || args[a.name] === undefined))
      .map((a) => a.name);
    if (missing.length > 0)
      throw new AdapterError("MCPA_PROMPT_MISSING_ARGUMENT", {
        prompt: quoteText(prompt),
        missing: missing.map((n) => shownName(this.server.redactor, n)).join(", "),
      });
    return entry;
  }
}
