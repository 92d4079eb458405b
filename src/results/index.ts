// The results area's public entry: the rest of src/ imports results/ only from here.
export type { HostResult } from "./blocks.js";
export { hostDetails, text } from "./blocks.js";
export { canonicalJson } from "./canonical.js";
export type { PhraseId } from "./generated.js";
export { LABEL_KINDS } from "./generated.js";
export { cut, INLINE_MAX_BYTES, INLINE_MAX_LINES } from "./guard.js";
export { guardText } from "./inline.js";
export { labeller } from "./labels.js";
export { safeMime } from "./mime.js";
export { compareCodePoints } from "./order.js";
export { phrase, plural } from "./phrasing.js";
export { convertToolResult, renderPrompt, renderResourceRead } from "./render.js";
export { quotedName, shownName } from "./server-text.js";
export { ownedPrivateDir } from "./spill-root.js";
export { SpillStore, sweepStaleSpillDirs } from "./spills.js";
