// The results area's one entry into generated/.
export { LIMIT_VALUES } from "../../generated/limits.js";
export type { PhraseData, PhraseId } from "../../generated/model-text.js";
export { LABEL_KINDS, PHRASES, PLURALS, TOOL_ERROR_META } from "../../generated/model-text.js";
export { DETAILS_KEY, REFERENCE_HEX_CHARS, REFERENCE_PREFIXES } from "../../generated/proxy.js";
