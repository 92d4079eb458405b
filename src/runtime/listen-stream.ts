// The 2026-07-28 `subscriptions/listen` stream of one connection: opened after connect for the
// lists the server says can change, so that list_changed reaches the catalogs' handlers as it does
// on 2025 servers; reopened a bounded number of times when the server or the network ends it.
import type { Client, McpSubscription, ServerCapabilities } from "@modelcontextprotocol/client";
import { backoffDelays, sleep } from "./backoff.js";
import { LIMIT_VALUES } from "./generated.js";

export interface ListenStream {
  close(): Promise<void>;
}

type Filter = Parameters<Client["listen"]>[0];

function filterOf(capabilities: ServerCapabilities | undefined): Filter | undefined {
  const filter: Record<string, boolean> = {};
  if (capabilities?.tools?.listChanged) filter.toolsListChanged = true;
  if (capabilities?.resources?.listChanged) filter.resourcesListChanged = true;
  if (capabilities?.prompts?.listChanged) filter.promptsListChanged = true;
  return Object.keys(filter).length === 0 ? undefined : (filter as Filter);
}

/** Opens the stream in the background (a server that never acknowledges costs nothing but the stream). */
export function openListenStream(
  client: Client,
  capabilities: ServerCapabilities | undefined,
  connectionClosed: () => boolean,
): ListenStream | undefined {
  const filter = filterOf(capabilities);
  if (!filter) return undefined;
  const stop = new AbortController();
  const delays = backoffDelays({
    maxAttempts: LIMIT_VALUES["listen.maxReopens"] + 1,
    baseDelayMs: LIMIT_VALUES["listen.reopenBaseDelayMs"],
  });
  let reopens = 0;
  let current: McpSubscription | undefined;

  const run = async (): Promise<void> => {
    for (;;) {
      if (stop.signal.aborted || connectionClosed()) return;
      let ended: "local" | "graceful" | "remote" = "remote";
      try {
        current = await client.listen(filter, { signal: stop.signal });
        ended = await current.closed;
      } catch {
        // Refused or unacknowledged: counts like a stream the server ended.
      }
      current = undefined;
      if (ended !== "remote" || stop.signal.aborted || connectionClosed()) return;
      const delay = delays[reopens];
      if (delay === undefined) return;
      reopens += 1;
      try {
        await sleep(delay, stop.signal);
      } catch {
        // Closed during the wait: the loop's first check ends it.
      }
    }
  };
  const running = run();

  return {
    close: async () => {
      stop.abort();
      await current?.close().catch(() => {});
      await running;
    },
  };
}
