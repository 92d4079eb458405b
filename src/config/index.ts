export { loadConfig, loadDelegatedServers } from "./load.js";
// The configuration model is types only; all of it is public.
export type * from "./model.js";
export { candidateSources, sourceDescription } from "./sources.js";
export { serverNamesIn } from "./load.js";
export type { SourceContext } from "./sources.js";
export { cliTrust, decideProjectTrust, TRUST_HOW_TO } from "./trust.js";
export type { TrustBasis, TrustInputs } from "./trust.js";
export { validateDocument } from "./validate.js";
export { withPackaged } from "./merge-packaged.js";
export { PackagedRegistry, validateFacade, validatePackagedServer } from "./packaged.js";
export type { FacadeOperation, PackagedServerDescriptor, ToolFacade } from "./packaged.js";
export { adapterPackageRoot, isInside, toolCacheDirectory } from "./cache-location.js";
