// Connect-time expansion: one pass over each template, values from the live environment, never
// expanded again. Returns the resolved map and the (name, value) pairs the redactor must know.
import { AdapterError } from "../errors/index.js";
import { REFERENCE_EMPTY_IS_MISSING } from "./generated.js";
import { parseTemplate } from "./references.js";

export interface ResolvedSecret {
  readonly name: string;
  readonly value: string;
}

export interface Expansion {
  readonly values: Readonly<Record<string, string>>;
  readonly secrets: readonly ResolvedSecret[];
}

/**
 * Expands every value of `templates` (an `env` or `headers` map). `field` names the map in errors
 * ("env" or "headers"). Throws an AdapterError naming the field and variable, never a value.
 */
export function expandTemplates(
  templates: Readonly<Record<string, string>>,
  field: "env" | "headers",
  environment: NodeJS.ProcessEnv,
): Expansion {
  // Null prototype: a key named `__proto__` is a variable like any other, not the record's prototype.
  const values: Record<string, string> = Object.create(null);
  const secrets: ResolvedSecret[] = [];
  for (const [key, template] of Object.entries(templates)) {
    const parsed = parseTemplate(template);
    if (!parsed.ok) {
      // Load-time checks reject malformed templates; a template built in code still fails safely.
      throw new AdapterError("MCPA_CONFIG_REFERENCE_SYNTAX", { field: `${field}.${key}`, index: parsed.index + 1 });
    }
    let out = "";
    for (const part of parsed.parts) {
      if (part.kind === "literal") {
        out += part.text;
        continue;
      }
      // Own variables only: ${toString} must not find Object.prototype.toString.
      const value = Object.hasOwn(environment, part.name) ? environment[part.name] : undefined;
      // A default is literal text from the file, not a secret: it is not handed to the redactor.
      if (part.default !== undefined && (value === undefined || value === "")) {
        out += part.default;
        continue;
      }
      if (value === undefined)
        throw new AdapterError("MCPA_SECRET_MISSING_VARIABLE", { field: `${field}.${key}`, variable: part.name });
      if (value === "" && REFERENCE_EMPTY_IS_MISSING)
        throw new AdapterError("MCPA_SECRET_EMPTY_VARIABLE", { field: `${field}.${key}`, variable: part.name });
      out += value;
      secrets.push({ name: part.name, value });
    }
    Object.defineProperty(values, key, { value: out, enumerable: true, writable: false, configurable: false });
  }
  return { values, secrets };
}
