// A call that waits for its server to start says so (docs/architecture.md, "Protocol eras"): a first
// `npx -y` or `uvx` run downloads for tens of seconds, and silence then reads as a hang. The lines
// go where the server's own progress goes: the sidecar's $/progress of the running tool call.
import { phrase } from "../results/index.js";
import type { ServerRuntime } from "../runtime/server-runtime.js";
import { LIMIT_VALUES } from "./generated.js";

/** Reports every connect.progressIntervalMs while `server` is (re)connecting; the result stops it. */
export function reportStart(server: ServerRuntime, onprogress: (line: string) => void): () => void {
  const timer = setInterval(() => {
    const s = server.status();
    if (s.state !== "connecting" && s.state !== "reconnecting") return;
    const seconds = Math.max(1, Math.round((Date.now() - s.updatedAtMs) / 1000));
    onprogress(phrase("startWaiting", { server: s.name, seconds }));
  }, LIMIT_VALUES["connect.progressIntervalMs"]);
  timer.unref();
  return () => clearInterval(timer);
}
