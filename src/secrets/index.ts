export { argCredentials, describeArgShape, redactArgs, schemePrefix } from "./arg-shapes.js";
export {
  hasCredentialMarker,
  isCredentialHeader,
  isLoopbackHost,
  isReservedHeader,
  variableName,
} from "./credentials.js";
export type { ResolvedSecret } from "./expand.js";
export { expandTemplates } from "./expand.js";
export { Redactor } from "./redact.js";
export { isReferenceName, parseTemplate, referenceNames } from "./references.js";
export { displayUri } from "./uri.js";
