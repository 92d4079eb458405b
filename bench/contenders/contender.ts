// What the echo benchmark needs from each contender: one call that throws unless the server echoed
// the message back (so an error path is never timed as a success).

export type Transport = "stdio" | "http";

export interface EchoContender {
  /** Stable id used in the JSON, for example "stdio.sdk". */
  readonly id: string;
  readonly label: string;
  readonly transport: Transport;
  call(message: string): Promise<void>;
}

/** server-everything's echo reply. */
export const echoed = (message: string): string => `Echo: ${message}`;

export function check(ok: boolean, what: string, detail: unknown): void {
  if (!ok) throw new Error(`${what}: unexpected result ${JSON.stringify(detail).slice(0, 300)}`);
}
