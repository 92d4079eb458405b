// The URI that resources.read sends for a reference and the request's arguments: a listed resource
// or a resource link takes none; a template's arguments are checked against its variables and then
// expanded. Every refusal happens before anything is sent.
import { AdapterError } from "../errors/index.js";
import type { ResourceEntry, TemplateEntry } from "./resource-entry.js";
import { checkArguments, expandTemplate } from "./uri-template.js";

const isTemplate = (e: ResourceEntry | TemplateEntry): e is TemplateEntry => "uriTemplate" in e;

const quoted = (name: string): string => JSON.stringify(name);

/** The template's variables for a person or a model: required ones first, optional ones marked. */
export function variablesText(t: TemplateEntry): string {
  const v = t.variables;
  if (!v) return "none readable";
  const all = [...v.required, ...v.optional.map((n) => `${n} (optional)`)];
  return all.length === 0 ? "none" : all.join(", ");
}

export function targetUri(
  entry: ResourceEntry | TemplateEntry,
  args: Readonly<Record<string, unknown>> | undefined,
  server: string,
): string {
  const fail = (problem: string, variables: string): never => {
    throw new AdapterError("MCPA_RESOURCE_TEMPLATE_ARGUMENTS", {
      server,
      resource: entry.reference,
      problem,
      variables,
    });
  };
  if (!isTemplate(entry)) {
    if (args !== undefined && Object.keys(args).length > 0)
      fail("it is a resource, not a template, and takes no arguments", "none");
    return (entry as ResourceEntry).uri;
  }
  const vars = entry.variables;
  if (!vars) return fail("the server's URI template is not a valid RFC 6570 template", "none readable");
  const problem = checkArguments(vars, args ?? {});
  if (problem) {
    const text =
      problem.kind === "unknown"
        ? `the template has no variable ${quoted(problem.name)}`
        : problem.kind === "missing"
          ? `the variable ${quoted(problem.name)} is required`
          : `the value of ${quoted(problem.name)} must be a string, number or boolean`;
    fail(text, variablesText(entry));
  }
  return expandTemplate(entry.uriTemplate, args ?? {});
}
