export { adapterPackageRoot, isInside, serverCwdDirectory, toolCacheDirectory } from "./cache-location.js";
export { jsonValue, parseConfigJson } from "./json.js";
export { checkFileText, loadConfig, loadDelegatedServers, serverNamesIn } from "./load.js";
export { withPackaged } from "./merge-packaged.js";
// The configuration model is types only; all of it is public.
export type * from "./model.js";
export type { FacadeOperation, PackagedServerDescriptor, ToolFacade } from "./packaged.js";
export { PackagedRegistry, validateFacade, validatePackagedServer } from "./packaged.js";
export type { SourceContext } from "./sources.js";
export { agentDirOf, candidateSources, readSource, sourceDescription } from "./sources.js";
export type { TrustBasis, TrustInputs } from "./trust.js";
export { cliTrust, decideProjectTrust, TRUST_HOW_TO } from "./trust.js";
export { cliProjectTrust, savedProjectTrust } from "./trust-store.js";
export { validateDocument } from "./validate.js";
