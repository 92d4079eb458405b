// What a result looks like at the host boundary: text and image blocks only (Travis234 accepts
// nothing else), plus host-only details and the error flag.
export type HostBlock = { readonly type: "text"; readonly text: string } | { readonly type: "image"; readonly data: string; readonly mimeType: string };

export interface HostResult {
  readonly content: readonly HostBlock[];
  readonly details: { readonly travis234Mcp: Readonly<Record<string, unknown>> };
  readonly isError: boolean;
}

export const text = (t: string): HostBlock => ({ type: "text", text: t });

/** A content type as it may be shown: a short identifier, or a placeholder (server text can be anything). */
export function contentTypeName(type: unknown): string {
  return typeof type === "string" && /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/.test(type) ? type : "(unrecognised)";
}
