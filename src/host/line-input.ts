// The sidecar's input: the shim's lines, split by the runtime's LineReader (no bound: the host is
// the sidecar's own parent), a last line without a newline delivered at the end of input as
// readline does.
import type { Readable } from "node:stream";
import type { LineEvent } from "../runtime/line-reader.js";
import { LineReader } from "../runtime/line-reader.js";

export interface LineInput {
  /** Stops reading (listeners removed, input paused), so that the process can exit. */
  close(): void;
}

export function readLines(input: Readable, onLine: (line: string) => void, onEnd: () => void): LineInput {
  const reader = new LineReader();
  let ended = false;
  const deliver = (events: readonly LineEvent[]): void => {
    for (const e of events) if (e.kind === "line") onLine(e.line);
  };
  const onData = (chunk: Buffer | string): void =>
    deliver(reader.push(typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk));
  const finish = (): void => {
    if (ended) return;
    ended = true;
    detach();
    deliver(reader.end());
    onEnd();
  };
  const detach = (): void => {
    input.off("data", onData);
    input.off("end", finish);
    input.off("close", finish);
  };
  input.on("data", onData);
  input.once("end", finish);
  input.once("close", finish);
  return {
    close: () => {
      ended = true;
      detach();
      input.pause();
    },
  };
}
