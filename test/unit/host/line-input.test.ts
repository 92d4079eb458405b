import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { readLines } from "../../../src/host/line-input.js";

function collect(): { input: PassThrough; lines: string[]; ends: number[] } {
  const input = new PassThrough();
  const lines: string[] = [];
  const ends: number[] = [];
  readLines(
    input,
    (line) => lines.push(line),
    () => ends.push(lines.length),
  );
  return { input, lines, ends };
}

const tick = (): Promise<void> => new Promise((r) => setImmediate(r));

describe("the sidecar's line input", () => {
  it("splits a chunk holding several lines, and joins a line that spans chunks", async () => {
    const { input, lines } = collect();
    input.write('{"a":1}\n{"b":');
    input.write("2}\n");
    input.write('{"c":3}\n\n{"d":4}\n');
    await tick();
    // The blank line is skipped, as the runtime's reader skips it on a server's stdout.
    expect(lines).toEqual(['{"a":1}', '{"b":2}', '{"c":3}', '{"d":4}']);
  });

  it("decodes a UTF-8 character split between two chunks", async () => {
    const { input, lines } = collect();
    const bytes = Buffer.from('{"t":"é漢😀"}\n', "utf8");
    // Cut inside every multi-byte sequence in turn.
    for (let cutAt = 1; cutAt < bytes.length - 1; cutAt++) {
      input.write(bytes.subarray(0, cutAt));
      input.write(bytes.subarray(cutAt));
    }
    await tick();
    expect(new Set(lines)).toEqual(new Set(['{"t":"é漢😀"}']));
    expect(lines).toHaveLength(bytes.length - 2);
  });

  it("drops a trailing CR, and delivers a last line without a newline at the end", async () => {
    const { input, lines, ends } = collect();
    input.write('{"a":1}\r\n{"b":2}');
    input.end();
    await tick();
    expect(lines).toEqual(['{"a":1}', '{"b":2}']);
    expect(ends).toEqual([2]);
  });

  it("reports the end once, after the last line, whether the input ends or is destroyed", async () => {
    const ended = collect();
    ended.input.end('{"x":1}\n');
    await tick();
    expect(ended.ends).toEqual([1]);
    const destroyed = collect();
    destroyed.input.write("{");
    await tick();
    destroyed.input.destroy();
    await tick();
    expect(destroyed.lines).toEqual(["{"]);
    expect(destroyed.ends).toEqual([1]);
  });

  it("reads a 1 MiB line written in small pieces whole: the sidecar's input has no line bound", async () => {
    const { input, lines } = collect();
    const line = JSON.stringify({ text: "x".repeat(1 << 20) });
    for (let i = 0; i < line.length; i += 4093) input.write(line.slice(i, i + 4093));
    input.write("\n");
    await tick();
    expect(lines).toEqual([line]);
  });

  it("delivers nothing after close, and pauses the input", async () => {
    const input = new PassThrough();
    const lines: string[] = [];
    let ends = 0;
    const reader = readLines(
      input,
      (line) => lines.push(line),
      () => (ends += 1),
    );
    input.write("one\n");
    await tick();
    reader.close();
    input.write("two\n");
    input.end();
    await tick();
    expect(lines).toEqual(["one"]);
    expect(ends).toBe(0);
    expect(input.isPaused()).toBe(true);
  });
});
