export { AdapterError, isModelVisible, renderError } from "./adapter-error.js";
export { cliCommand } from "./cli-command.js";
export type { ErrorCode, ModelVisibleCode } from "./generated.js";
export { ERROR_CODES } from "./generated.js";
export { boundBytes, boundChars, escapeControl, escapeControlText, quoteText, stripControl } from "./text.js";
export { escapeInvisible, hasInvisible, mixedScripts, wellFormed, wellFormedJson } from "./visible.js";
