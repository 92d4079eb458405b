// What the echo benchmark needs from each contender: one call that throws unless the server echoed
// the message back (so an error path is never timed as a success).

export type Transport = "stdio" | "http";

/** What a block of calls timed inside another process returns: ms per successful call, and failures. */
export interface BlockResult {
  readonly ms: readonly number[];
  readonly failures: readonly string[];
}

export interface EchoContender {
  /** Stable id used in the JSON, for example "stdio.sdk". */
  readonly id: string;
  readonly label: string;
  readonly transport: Transport;
  call(message: string): Promise<void>;
  /**
   * For a contender driven in another process (through the Travis234 host API): a whole block of calls,
   * each timed there around the tool call itself, so that the pipe hop to this process is not
   * counted (as the in-process contenders are timed around proxy.call). When present, the
   * benchmark uses it instead of timing call() here.
   */
  callBlock?(messages: readonly string[]): Promise<BlockResult>;
}

/** server-everything's echo reply. */
export const echoed = (message: string): string => `Echo: ${message}`;

export function check(ok: boolean, what: string, detail: unknown): void {
  if (!ok) throw new Error(`${what}: unexpected result ${JSON.stringify(detail).slice(0, 300)}`);
}
