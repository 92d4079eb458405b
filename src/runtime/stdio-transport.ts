// A stdio client transport that owns its child as a process group: the SDK's transport signals only the
// direct child, so grandchildren (npx -> sh -> node) could outlive a close. Messages are framed by a bounded
// line reader (an over-long reply fails its request only: docs/architecture.md, "Over-long replies"), stderr
// goes to a redacted ring, and close escalates stdin EOF -> SIGTERM -> SIGKILL on the whole group and on
// every process that carries this connection's mark in its environment (descendants.ts), in or out of the
// group. The end of the server's stdout while it keeps running is a broken transport, like its exit.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import type { JSONRPCMessage, Transport } from "@modelcontextprotocol/client";
import { deserializeMessage, serializeMessage } from "@modelcontextprotocol/client";
import { markedOutside, markedProcesses, newOwnerMark, OWNER_VARIABLE, signalEach } from "./descendants.js";
import { LIMIT_VALUES } from "./generated.js";
import { oversizeResponse } from "./http-fetch.js";
import { LineReader } from "./line-reader.js";

export interface GroupStdioOptions {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd?: string | undefined;
  readonly env: Readonly<Record<string, string>>;
  readonly maxLineBytes: number;
  readonly killGraceMs: number;
  readonly onStderr: (chunk: Buffer) => void;
}

export class TransportFailure extends Error {
  constructor(
    readonly reason: "spawn" | "exit" | "oversize" | "stream" | "stdout",
    readonly detail: string,
    /** For a spawn failure: the command that could not be started, as configured. */
    readonly command?: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = "TransportFailure";
  }
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** True when `done` settles within `ms`; the timer is cleared either way, so it never outlives the wait. */
function within(done: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((r) => {
    timer = setTimeout(() => r(false), ms);
  });
  return Promise.race([done.then(() => true), timeout]).finally(() => clearTimeout(timer));
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

export class GroupStdioTransport implements Transport {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: ((message: JSONRPCMessage) => void) | undefined;

  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private closing: Promise<void> | undefined;
  private closedNotified = false;
  /** The random value in OWNER_VARIABLE that every process of this server inherits. */
  private readonly mark = newOwnerMark();
  /** Set when the transport broke on its own (oversize message, child exit). */
  failure: TransportFailure | undefined;
  /** Messages the server wrote, whatever became of them. */
  received = 0;

  constructor(private readonly o: GroupStdioOptions) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** With `pid`, marks this as a stdio transport for the SDK's era probe (a silent probe then
   * means a 2025 server, not a failed connect). The stream itself feeds the stderr ring. */
  get stderr(): NodeJS.ReadableStream | null {
    return this.child?.stderr ?? null;
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.o.command, [...this.o.args], {
        cwd: this.o.cwd,
        env: { ...this.o.env, [OWNER_VARIABLE]: this.mark },
        stdio: ["pipe", "pipe", "pipe"],
        detached: true,
        windowsHide: true,
      });
      this.child = child;
      this.exited = new Promise((done) => child.once("exit", () => done()));
      const reader = new LineReader(this.o.maxLineBytes);
      child.once("error", (err: NodeJS.ErrnoException) => {
        this.failure ??= new TransportFailure("spawn", err.code ?? "error", err.path);
        reject(this.failure);
        this.notifyClosed();
      });
      child.once("spawn", () => resolve());
      child.stderr?.on("data", (chunk: Buffer) => this.o.onStderr(chunk));
      child.stdin?.on("error", () => {
        // EPIPE after the child died; the exit handler reports it.
      });
      child.stdout?.on("data", (chunk: Buffer) => {
        // A list_changed line repeated within one chunk is delivered once: the catalogs treat a burst
        // in one turn as one change, so a storm costs a string comparison per line, not a parse.
        let lastChanged: string | undefined;
        for (const event of reader.push(chunk)) {
          if (event.kind === "overflow") {
            // The line was discarded to its end: fail only the request it answered, keep the connection.
            if (event.origin.kind === "response")
              this.onmessage?.(oversizeResponse(event.origin.id, this.o.maxLineBytes));
            if (event.origin.kind !== "unknown") continue;
            this.failure ??= new TransportFailure("oversize", `a message exceeded ${this.o.maxLineBytes} bytes`);
            this.onerror?.(this.failure);
            void this.close();
            return;
          }
          if (event.line === lastChanged) continue;
          let message: JSONRPCMessage;
          try {
            message = deserializeMessage(event.line);
          } catch {
            // A server that writes junk to stdout loses that line, not the connection.
            this.onerror?.(new TransportFailure("stream", "a stdout line is not a JSON-RPC message"));
            continue;
          }
          this.received++;
          lastChanged = isListChanged(message) ? event.line : undefined;
          this.onmessage?.(message);
        }
      });
      // A server that closed its stdout can never answer again, even if it keeps running. It gets
      // the drain time to exit on its own (then its exit is the reason), or counts as broken.
      child.stdout?.once("end", () => {
        void within(this.exited, LIMIT_VALUES["process.stdoutDrainMs"]).then((exited) => {
          if (exited) return;
          this.failure ??= new TransportFailure("stdout", "closed");
          this.onerror?.(this.failure);
          this.notifyClosed();
          void this.close();
        });
      });
      child.once("exit", (code, signal) => {
        this.failure ??= new TransportFailure("exit", signal ? `signal ${signal}` : `code ${code ?? "?"}`);
        // A server may write its last reply and exit at once: let stdout drain (briefly) first.
        // Then reap what is left of its process group (grandchildren it left behind are orphans
        // now, and nothing else would ever close this transport).
        const closed = (): void => {
          this.notifyClosed();
          void this.close();
        };
        const stdout = child.stdout;
        if (!stdout || stdout.readableEnded || stdout.destroyed) closed();
        else void within(new Promise((r) => stdout.once("end", r)), LIMIT_VALUES["process.stdoutDrainMs"]).then(closed);
      });
    });
  }

  private notifyClosed(): void {
    if (this.closedNotified) return;
    this.closedNotified = true;
    this.onclose?.();
  }

  send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed || !stdin.writable)
      return Promise.reject(new TransportFailure("stream", "not connected"));
    return new Promise((resolve, reject) => {
      // A write fails when the child has just died (EPIPE), often before its exit event: the exit
      // is the reason to report, so it gets the drain time to arrive first.
      const failed = (): void => {
        void within(this.exited, LIMIT_VALUES["process.stdoutDrainMs"]).then(() =>
          reject(this.failure ?? new TransportFailure("stream", "write failed")),
        );
      };
      const ok = stdin.write(serializeMessage(message), (err) => (err ? failed() : undefined));
      if (ok) resolve();
      else stdin.once("drain", () => resolve());
    });
  }

  /** Closes the child and everything in its process group. Idempotent; resolves when done. */
  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    const child = this.child;
    if (!child || child.pid === undefined) {
      this.notifyClosed();
      return;
    }
    const pgid = child.pid;
    const leaderGone = (ms: number): Promise<boolean> => within(this.exited, ms);
    child.stdin?.end();
    const gone = child.exitCode !== null || child.signalCode !== null || (await leaderGone(this.o.killGraceMs));
    // One SIGTERM and one grace period for whatever is left of the group (the leader if it ignored
    // stdin EOF, grandchildren that outlived it), then SIGKILL: two grace periods at most in all.
    // Processes that left the group are found by their mark and get the same treatment.
    const leftOver = (): boolean => groupAlive(pgid) || markedProcesses(this.mark).length > 0;
    if (leftOver()) {
      signalGroup(pgid, "SIGTERM");
      signalEach(markedOutside(this.mark, pgid), "SIGTERM");
      const deadline = Date.now() + this.o.killGraceMs;
      while (Date.now() < deadline && leftOver()) await sleep(20);
      signalGroup(pgid, "SIGKILL");
      // Killed until none is left: one that forked while being killed is found by the next scan.
      const killDeadline = Date.now() + this.o.killGraceMs;
      for (
        let marked = markedProcesses(this.mark);
        marked.length > 0 && Date.now() < killDeadline;
        marked = markedProcesses(this.mark)
      ) {
        signalEach(marked, "SIGKILL");
        await sleep(20);
      }
    }
    if (!gone) await leaderGone(this.o.killGraceMs);
    // What the server wrote to stderr just before it died is often why it died: read it to its end
    // (briefly; a descendant may hold the pipe open) before the stream is dropped.
    const stderr = child.stderr;
    if (stderr && !stderr.readableEnded && !stderr.destroyed)
      await within(new Promise((r) => stderr.once("end", r)), LIMIT_VALUES["process.stdoutDrainMs"]);
    child.stdout?.destroy();
    child.stderr?.destroy();
    this.notifyClosed();
  }
}

const isListChanged = (m: JSONRPCMessage): boolean =>
  !("id" in m) && "method" in m && typeof m.method === "string" && m.method.endsWith("/list_changed");
