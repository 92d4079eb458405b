export type { ErrorData } from "./adapter-error.js";
export { AdapterError, isModelVisible, renderError } from "./adapter-error.js";
export type { ErrorCode, ModelVisibleCode } from "./generated.js";
export { ERROR_CODES } from "./generated.js";
export { serverFailureKind } from "./server-failure.js";
export { boundBytes, boundChars, escapeControl, escapeControlText, quoteText, stripControl } from "./text.js";
export { escapeInvisible, hasInvisible, mixedScripts, wellFormed, wellFormedJson } from "./visible.js";
