// Server-chosen tokens (tool, resource, prompt and argument names, link names) as the adapter shows them:
// redacted first, while the text is still what the server sent, then escaped so that no control character can
// add a line or hide itself (docs/architecture.md, "Each datum once"). Adapter text is never redacted.
import { escapeControl, quoteText } from "../errors/index.js";
import type { Redactor } from "../secrets/index.js";

/** A server's name, unquoted, on one visible line. */
export const shownName = (redactor: Redactor, raw: string): string => escapeControl(redactor.redact(raw));

/** A server's name as a JSON string literal, on one visible line. */
export const quotedName = (redactor: Redactor, raw: string): string => quoteText(redactor.redact(raw));
