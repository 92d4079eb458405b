// The tool catalog of one server: drained page by page with the bounds of the spec, cached for the
// life of the connection, invalidated by notifications/tools/list_changed and by a new connection.
// Tools the server's includeTools/excludeTools hide never leave this module: list, search, describe
// and call all see the filtered catalog.
import { AdapterError } from "../errors/index.js";
import type { Connection } from "../runtime/connection.js";
import type { RequestOptions, ServerRuntime } from "../runtime/server-runtime.js";
import { raceAbort } from "../runtime/abort.js";
import { LIMIT_VALUES } from "./generated.js";
import { drain } from "./paginate.js";
import type { ToolEntry } from "./tool-entry.js";
import { toolEntry } from "./tool-entry.js";
import { toolVisible } from "./tool-filter.js";

export type { ToolEntry, ToolHints } from "./tool-entry.js";

interface Cached {
  readonly connection: Connection;
  readonly tools: readonly ToolEntry[];
  /** The server said its list changed while this one was being drained: serve it once, then drain again. */
  readonly stale: boolean;
  /** Names the tool filter hid from the last drain. */
  readonly hidden: ReadonlySet<string>;
}

/** One drain shared by every caller that needs it; cancelled only when all of them have aborted. */
interface Loading {
  readonly promise: Promise<readonly ToolEntry[]>;
  readonly controller: AbortController;
  waiters: number;
}

const LIST_CHANGED = "notifications/tools/list_changed";

export class ToolCatalog {
  private cached: Cached | undefined;
  private loading: Loading | undefined;
  private readonly watched = new WeakSet<Connection>();
  /** list_changed notifications seen so far (a drain compares the count before and after). */
  private changes = 0;

  constructor(private readonly server: ServerRuntime) {}

  invalidate(): void {
    this.cached = undefined;
  }

  /** How many tools the filter hid in the last drain; undefined before the first drain. */
  get hiddenCount(): number | undefined {
    return this.cached?.hidden.size;
  }

  /** Whether the last drain saw `name` and the filter hid it. */
  isHidden(name: string): boolean {
    return this.cached?.hidden.has(name) ?? false;
  }

  private watch(conn: Connection): void {
    if (this.watched.has(conn)) return;
    this.watched.add(conn);
    conn.client.setNotificationHandler(LIST_CHANGED as never, (() => {
      this.changes += 1;
      if (this.cached?.connection === conn) this.cached = undefined;
    }) as never);
  }

  /** The whole catalog; one drain per connection unless the server says its list changed. */
  async tools(o: RequestOptions = {}): Promise<readonly ToolEntry[]> {
    const conn = await this.server.connection(o.signal);
    if (this.cached?.connection === conn && !this.cached.stale && !conn.isClosed()) return this.cached.tools;
    let shared = this.loading;
    // A drain every earlier caller abandoned is not joined: it is failing with their cancellation.
    if (!shared || shared.controller.signal.aborted) {
      const controller = new AbortController();
      const promise = this.load(conn, { signal: controller.signal }).finally(() => {
        if (this.loading === shared) this.loading = undefined;
      });
      shared = this.loading = { promise, controller, waiters: 0 };
    }
    const joined = shared;
    joined.waiters += 1;
    // Each caller's abort settles that caller at once; the drain goes on for the others.
    return raceAbort(joined.promise, o.signal, () => {
      joined.waiters -= 1;
      if (joined.waiters === 0) joined.controller.abort();
      return this.server.cancelled("list");
    });
  }

  private async load(conn: Connection, o: RequestOptions): Promise<readonly ToolEntry[]> {
    this.watch(conn);
    const changesBefore = this.changes;
    const name = this.server.config.name;
    const tools = await drain<unknown>(
      (cursor) =>
        this.server.request(
          "list",
          async (c, options) => {
            const page = (await c.client.request({ method: "tools/list", params: cursor === undefined ? {} : { cursor } } as never, options as never)) as { tools?: unknown; nextCursor?: string };
            return { items: Array.isArray(page.tools) ? (page.tools as unknown[]) : [], nextCursor: page.nextCursor };
          },
          o,
        ),
      { server: name, catalog: "tools", maxEntries: LIMIT_VALUES["catalog.tools.maxEntries"], ...(o.signal ? { signal: o.signal } : {}) },
    );
    const filter = this.server.config.tools;
    const hidden = new Set<string>();
    const frozen = Object.freeze(tools.map(toolEntry).filter((t) => toolVisible(filter, t.name) || (hidden.add(t.name), false)));
    this.cached = { connection: conn, tools: frozen, stale: this.changes !== changesBefore, hidden };
    return frozen;
  }
}
