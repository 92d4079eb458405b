// The prompt catalog of one server, drained with the spec's bounds, cached until a new connection
// or notifications/prompts/list_changed, and used to check prompts.get arguments before any
// request is sent. Argument names from the request are never echoed.
import { AdapterError, escapeControl, quoteText } from "../errors/index.js";
import { shownName } from "../results/index.js";
import type { Connection } from "../runtime/connection.js";
import type { RequestOptions, ServerRuntime } from "../runtime/server-runtime.js";
import { LIMIT_VALUES } from "./generated.js";
import { drain } from "./paginate.js";
import { SharedLoad } from "./shared-load.js";

export interface PromptArgument {
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
}

const LIST_CHANGED = "notifications/prompts/list_changed";
type Raw = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

export class PromptCatalog {
  /** `stale`: the server said its list changed during the drain (served once, then drained again). */
  private current: { connection: Connection; listing: PromptListing; stale: boolean } | undefined;
  /** list_changed notifications seen so far (a drain compares the count before and after). */
  private changes = 0;
  private readonly loading: SharedLoad<PromptListing>;
  private readonly watched = new WeakSet<Connection>();

  constructor(private readonly server: ServerRuntime) {
    this.loading = new SharedLoad(server, "prompts.list");
  }

  invalidate(): void {
    this.current = undefined;
  }

  private watch(conn: Connection): void {
    if (this.watched.has(conn)) return;
    this.watched.add(conn);
    conn.client.setNotificationHandler(LIST_CHANGED as never, (() => {
      this.changes += 1;
      if (this.current?.connection === conn) this.current = undefined;
    }) as never);
  }

  async list(o: RequestOptions = {}): Promise<PromptListing> {
    const conn = await this.server.connection(o.signal);
    if (!conn.capabilities?.prompts) throw new AdapterError("MCPA_CAPABILITY_MISSING", { server: this.server.config.name, capability: "prompts" });
    if (this.current?.connection === conn && !this.current.stale && !conn.isClosed()) return this.current.listing;
    return this.loading.join((signal) => this.load(conn, { signal }), o.signal);
  }

  private async load(conn: Connection, o: RequestOptions): Promise<PromptListing> {
    this.watch(conn);
    const changesBefore = this.changes;
    const name = this.server.config.name;
    const raw = await drain<Raw>(
      (cursor) =>
        this.server.request(
          "prompts.list",
          async (c, options) => {
            const r = (await c.client.request({ method: "prompts/list", params: cursor === undefined ? {} : { cursor } } as never, options as never)) as Raw;
            return { items: Array.isArray(r.prompts) ? (r.prompts as Raw[]) : [], nextCursor: str(r.nextCursor) };
          },
          o,
        ),
      { server: name, catalog: "prompts", maxEntries: LIMIT_VALUES["catalog.prompts.maxEntries"], ...(o.signal ? { signal: o.signal } : {}) },
    );
    const byName = new Map<string, PromptEntry>();
    let duplicates = 0;
    for (const p of raw) {
      const pname = str(p.name);
      if (pname === undefined) continue;
      if (byName.has(pname)) {
        duplicates += 1;
        continue;
      }
      const args = Array.isArray(p.arguments) ? (p.arguments as Raw[]) : [];
      const seen = new Set<string>();
      const declared = args.flatMap((a) => {
        const n = str(a.name);
        if (n === undefined || seen.has(n)) return [];
        seen.add(n);
        return [Object.freeze({ name: n, description: str(a.description), required: a.required === true })];
      });
      byName.set(pname, Object.freeze({ name: pname, title: str(p.title), description: str(p.description), arguments: Object.freeze(declared) }));
    }
    const listing = Object.freeze({ prompts: Object.freeze([...byName.values()]), duplicates });
    this.current = { connection: conn, listing, stale: this.changes !== changesBefore };
    return listing;
  }

  /** The prompt, after checking the request's arguments against its declaration. */
  async check(prompt: string, args: Readonly<Record<string, unknown>>, o: RequestOptions = {}): Promise<PromptEntry> {
    const prompts = (await this.list(o)).prompts;
    // A name with control characters is listed escaped: the model may send it back in that form.
    const escaped = prompts.filter((p) => escapeControl(p.name) === prompt);
    const entry = prompts.find((p) => p.name === prompt) ?? (escaped.length === 1 ? escaped[0] : undefined);
    if (!entry) throw new AdapterError("MCPA_PROMPT_UNKNOWN", { server: this.server.config.name, prompt: quoteText(prompt) });
    const declared = new Set(entry.arguments.map((a) => a.name));
    const unknown = Object.keys(args).filter((k) => !declared.has(k));
    if (unknown.length > 0) {
      // Declared names are server text: each redacted (before the placeholder bound could cut a
      // value) and escaped (before a control character could add a line) on its own.
      const declaredNames = entry.arguments.map((a) => shownName(this.server.redactor, a.name)).join(", ");
      throw new AdapterError("MCPA_PROMPT_UNKNOWN_ARGUMENT", { prompt: quoteText(prompt), count: unknown.length, declared: declaredNames || "(none)" });
    }
    // Own properties only: a required argument named like "constructor" is not passed by {}.
    const missing = entry.arguments.filter((a) => a.required && (!Object.hasOwn(args, a.name) || args[a.name] === undefined)).map((a) => a.name);
    if (missing.length > 0) throw new AdapterError("MCPA_PROMPT_MISSING_ARGUMENT", { prompt: quoteText(prompt), missing: missing.map((n) => shownName(this.server.redactor, n)).join(", ") });
    return entry;
  }
}
