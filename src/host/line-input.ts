// The sidecar's input: newline-terminated lines from the shim, found by scanning bytes. node:readline
// runs its line-ending regular expression over every character and joins strings, which for a call
// carrying 120 KB of arguments cost more than the request's JSON.parse; a byte scan is a memchr.
// A trailing "\r" stays on the line (JSON.parse reads it as white space); a last line without a
// newline is delivered at the end of input, as readline does.
import type { Readable } from "node:stream";

export interface LineInput {
  /** Stops reading (listeners removed, input paused), so that the process can exit. */
  close(): void;
}

export function readLines(input: Readable, onLine: (line: string) => void, onEnd: () => void): LineInput {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let ended = false;
  const take = (piece: Buffer): string => {
    const whole = pending.length === 0 ? piece : Buffer.concat([...pending, piece], pendingBytes + piece.length);
    pending = [];
    pendingBytes = 0;
    return whole.toString("utf8");
  };
  const onData = (chunk: Buffer | string): void => {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
    let start = 0;
    for (let nl = bytes.indexOf(10); nl >= 0; nl = bytes.indexOf(10, start)) {
      const line = take(bytes.subarray(start, nl));
      start = nl + 1;
      onLine(line);
    }
    if (start < bytes.length) {
      pending.push(bytes.subarray(start));
      pendingBytes += bytes.length - start;
    }
  };
  const finish = (): void => {
    if (ended) return;
    ended = true;
    detach();
    if (pendingBytes > 0) onLine(take(Buffer.alloc(0)));
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
