// References for resource links returned by tool results: one per URI and connection, so that the
// model can read a linked resource with resources.read like a listed one. They live as long as the
// connection; a new connection, or more than catalog.linkReferences links, retires the oldest.
import type { Connection } from "../runtime/connection.js";
import { LIMIT_VALUES } from "./generated.js";
import { newReference, RetiredReferences } from "./references.js";
import type { ResourceEntry } from "./resource-entry.js";

const MAX = LIMIT_VALUES["catalog.linkReferences"];

export class LinkReferences {
  private connection: Connection | undefined;
  private readonly byReference = new Map<string, ResourceEntry>();
  private readonly byUri = new Map<string, string>();
  private readonly old = new RetiredReferences();

  constructor(private readonly server: string) {}

  private retire(ref: string): void {
    const e = this.byReference.get(ref);
    if (!e) return;
    this.byReference.delete(ref);
    this.byUri.delete(e.uri);
    this.old.add([ref]);
  }

  private follow(conn: Connection): void {
    if (this.connection === conn) return;
    for (const ref of [...this.byReference.keys()]) this.retire(ref);
    this.connection = conn;
  }

  reference(
    conn: Connection,
    uri: string,
    name: string | undefined,
    mimeType: string | undefined,
    taken: (ref: string) => boolean,
  ): string {
    this.follow(conn);
    const known = this.byUri.get(uri);
    if (known !== undefined) return known;
    const reference = newReference((ref) => taken(ref) || this.byReference.has(ref) || this.old.has(ref), this.server);
    this.byReference.set(reference, Object.freeze({ reference, uri, name: name ?? "(unnamed)", mimeType }));
    this.byUri.set(uri, reference);
    while (this.byReference.size > MAX) this.retire(this.byReference.keys().next().value as string);
    return reference;
  }

  /** The link behind `reference` on `conn`, if it is current. */
  resolve(reference: string, conn: Connection | undefined): ResourceEntry | undefined {
    return conn !== undefined && conn === this.connection ? this.byReference.get(reference) : undefined;
  }

  /** Whether a tool result linked `uri` on `conn`, the current connection. */
  hasUri(uri: string, conn: Connection): boolean {
    return conn === this.connection && this.byUri.has(uri);
  }

  /** Whether `reference` is a link reference of the current connection. */
  has(reference: string): boolean {
    return this.byReference.has(reference);
  }

  retired(reference: string): boolean {
    return this.old.has(reference) || (this.byReference.has(reference) && this.connection?.isClosed() === true);
  }
}
