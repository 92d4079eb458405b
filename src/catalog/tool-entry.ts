// What the adapter keeps of one listed tool: the fields it shows or checks, taken only when they
// have the type the MCP schema gives them (a server's hints are hints, and a wrong type is absent).
import type { Fingerprint } from "./tool-fingerprints.js";
import { fingerprint } from "./tool-fingerprints.js";

type Raw = Record<string, unknown>;

interface ToolHints {
  readonly readOnlyHint?: boolean | undefined;
  readonly destructiveHint?: boolean | undefined;
  readonly idempotentHint?: boolean | undefined;
  readonly openWorldHint?: boolean | undefined;
}

export const HINT_KEYS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"] as const;

export interface ToolEntry {
  readonly name: string;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly inputSchema: unknown;
  readonly outputSchema?: unknown;
  readonly hints: ToolHints;
  /** execution.taskSupport: "required" tools cannot be called without task-based execution. */
  readonly taskSupport?: string | undefined;
  /** MCP Apps: `_meta.ui.visibility` is a list without "model": the tool is for an app's interface only. */
  readonly appOnly: boolean;
  /** MCP Apps: `_meta.ui.resourceUri` names a viewer for the result, which only an app host can show. */
  readonly needsViewer: boolean;
  /** The definition as the server sent it, hashed: a change of it is told (tool-fingerprints.ts). */
  readonly print: Fingerprint;
}

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const obj = (v: unknown): Raw | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Raw) : undefined;

export function toolEntry(raw: unknown): ToolEntry {
  const t = obj(raw) ?? {};
  const annotations = obj(t.annotations) ?? {};
  const hints: Record<string, boolean> = {};
  for (const k of HINT_KEYS) if (typeof annotations[k] === "boolean") hints[k] = annotations[k];
  // The tool's own title wins; annotations.title is the older place for it.
  const title = str(t.title) ?? str(annotations.title);
  return Object.freeze({
    name: String(t.name),
    title,
    description: str(t.description),
    inputSchema: t.inputSchema,
    outputSchema: obj(t.outputSchema),
    hints: Object.freeze(hints),
    taskSupport: str(obj(t.execution)?.taskSupport),
    ...appsView(obj(t._meta)),
    print: fingerprint({
      description: t.description,
      title: t.title,
      inputSchema: t.inputSchema,
      outputSchema: t.outputSchema,
      annotations: t.annotations,
    }),
  });
}

/**
 * What the MCP Apps extension says of a tool: `_meta.ui.visibility` (who may call it: "model",
 * "app"; absent means both) and `_meta.ui.resourceUri` (or the older flat key `ui/resourceUri`).
 */
function appsView(meta: Raw | undefined): { appOnly: boolean; needsViewer: boolean } {
  const ui = obj(meta?.ui);
  const visibility = ui?.visibility;
  const appOnly = Array.isArray(visibility) && !visibility.includes("model");
  const resourceUri = str(ui?.resourceUri) ?? str(meta?.["ui/resourceUri"]);
  return { appOnly, needsViewer: resourceUri !== undefined && resourceUri !== "" };
}
