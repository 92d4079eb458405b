// What a result looks like at the host boundary: text and image blocks only (Travis234 accepts
// nothing else), plus host-only details and the error flag.
import { DETAILS_KEY, LIMIT_VALUES } from "./generated.js";

const CONTENT_TYPE = new RegExp(`^[A-Za-z][A-Za-z0-9_.-]{0,${LIMIT_VALUES["results.tokenMaxChars"] - 1}}$`);

export type HostBlock =
  | { readonly type: "text"; readonly text: string }
  | { readonly type: "image"; readonly data: string; readonly mimeType: string };

export interface HostResult {
  readonly content: readonly HostBlock[];
  /** Host-only metadata, under the one key of spec/proxy-request.yaml (details.key). */
  readonly details: { readonly [DETAILS_KEY]: Readonly<Record<string, unknown>> };
  readonly isError: boolean;
}

/** The details of a result: `fields` under the spec's key. */
export const hostDetails = (fields: Readonly<Record<string, unknown>>): HostResult["details"] => ({
  [DETAILS_KEY]: fields,
});

export const text = (t: string): HostBlock => ({ type: "text", text: t });

/** A content type as it may be shown: a short identifier, or a placeholder (server text can be anything). */
export function contentTypeName(type: unknown): string {
  return typeof type === "string" && CONTENT_TYPE.test(type) ? type : "(unrecognised)";
}
