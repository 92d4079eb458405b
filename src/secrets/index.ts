export { hasCredentialMarker, isCredentialHeader, isLoopbackHost, isReservedHeader, normaliseName } from "./credentials.js";
export { expandTemplates } from "./expand.js";
export type { ResolvedSecret } from "./expand.js";
export { Redactor } from "./redact.js";
export { displayUri } from "./uri.js";
export { isReferenceName, parseTemplate, referenceNames } from "./references.js";
