// The one error family. Every failure a person or the model can see is an AdapterError with a
// stable catalog code, a message and hint rendered from named placeholders, and bounded text.
import type { ErrorCode, ErrorDataMap, Exposure, ModelVisibleCode } from "./generated.js";
import { ERROR_CATALOG, LIMIT_VALUES } from "./generated.js";
import { boundBytes, boundChars, stripControl } from "./text.js";

const BRAND = Symbol.for("travis234-mcp-adapter.AdapterError");
const PLACEHOLDER = /\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}/g;
const PLACEHOLDER_MAX_CHARS = LIMIT_VALUES["errors.placeholderMaxChars"];

export type ErrorData<C extends ErrorCode> = ErrorDataMap[C];

export interface RenderedError {
  readonly code: ErrorCode;
  readonly message: string;
  readonly hint: string;
  readonly exposure: readonly Exposure[];
}

function fill(template: string, data: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = data[name];
    return boundChars(stripControl(String(value ?? ""), false), PLACEHOLDER_MAX_CHARS);
  });
}

/** Renders a catalog entry. The result is bounded by the config.errorMessage.maxBytes limit. */
export function renderError<C extends ErrorCode>(code: C, data: ErrorData<C>): RenderedError {
  const entry = ERROR_CATALOG[code];
  const values = data as Readonly<Record<string, string | number>>;
  const max = LIMIT_VALUES["config.errorMessage.maxBytes"];
  return {
    code,
    message: boundBytes(fill(entry.message, values), max),
    hint: boundBytes(fill(entry.hint, values), max),
    exposure: entry.exposure,
  };
}

/** Whether the catalog lets the model see this code (its exposure includes `model`, as ModelVisibleCode says). */
export function isModelVisible(code: ErrorCode): code is ModelVisibleCode {
  return ERROR_CATALOG[code].exposure.includes("model");
}

export class AdapterError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly data: ErrorData<C>;
  readonly hint: string;
  /**
   * What the server itself said (a JSON-RPC error message), already redacted, escaped and bounded
   * by whoever set it; shown apart from the catalog text, labelled as the server's.
   */
  readonly serverMessage: string | undefined;
  readonly [BRAND] = true;

  constructor(code: C, data: ErrorData<C>, options?: { cause?: unknown; serverMessage?: string | undefined }) {
    const rendered = renderError(code, data);
    super(rendered.message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.serverMessage = options?.serverMessage;
    this.name = "AdapterError";
    this.code = code;
    this.data = data;
    this.hint = rendered.hint;
  }

  /** Works across separately loaded copies of this package (host and adapter may bundle their own). */
  static isInstance(value: unknown): value is AdapterError {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }

  toJSON(): { code: C; message: string; hint: string } {
    return { code: this.code, message: this.message, hint: this.hint };
  }
}
