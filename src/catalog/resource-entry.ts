// The entries of a resource catalog: listed resources (and resource links) and templates, each under
// its opaque reference. Their own module, so that the catalog and its link references share them.
import type { TemplateVariables } from "./uri-template.js";

export interface ResourceEntry {
  readonly reference: string;
  readonly uri: string;
  readonly name: string;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly mimeType?: string | undefined;
  readonly size?: number | undefined;
}

export interface TemplateEntry {
  readonly reference: string;
  readonly uriTemplate: string;
  /** Undefined when the template is not well-formed RFC 6570: it is listed but cannot be read. */
  readonly variables: TemplateVariables | undefined;
  readonly name: string;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly mimeType?: string | undefined;
}
