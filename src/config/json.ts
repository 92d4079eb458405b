// Strict JSON with positions (jsonc-parser in strict mode): syntax errors and duplicate keys are
// reported with offsets, values are built without prototype pollution, and JSON pointers map back
// to nodes so every problem can name line:col.
import type { Node, ParseError } from "jsonc-parser";
import { parseTree, printParseErrorCode } from "jsonc-parser";

export type Segment = string | number;

export interface SyntaxProblem {
  readonly problem: string;
  readonly offset: number;
}

export interface DuplicateKey {
  readonly path: readonly Segment[];
  readonly key: string;
  readonly offset: number;
}

export interface StrictParse {
  readonly root: Node | undefined;
  readonly syntax: readonly SyntaxProblem[];
  readonly duplicates: readonly DuplicateKey[];
}

const STRICT = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false } as const;

export function parseStrict(text: string): StrictParse {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, STRICT);
  const syntax = errors.map((e) => ({ problem: printParseErrorCode(e.error), offset: e.offset }));
  const duplicates: DuplicateKey[] = [];
  if (root) collectDuplicates(root, [], duplicates);
  return { root, syntax, duplicates };
}

function collectDuplicates(node: Node, path: Segment[], out: DuplicateKey[]): void {
  if (node.type === "object") {
    const seen = new Set<string>();
    for (const prop of node.children ?? []) {
      const keyNode = prop.children?.[0];
      const valueNode = prop.children?.[1];
      if (!keyNode) continue;
      const key = String(keyNode.value);
      if (seen.has(key)) out.push({ path, key, offset: keyNode.offset });
      seen.add(key);
      if (valueNode) collectDuplicates(valueNode, [...path, key], out);
    }
  } else if (node.type === "array") {
    (node.children ?? []).forEach((child, i) => collectDuplicates(child, [...path, i], out));
  }
}

/** The JSON value of a node. Keys such as "__proto__" become own properties, never prototypes. */
export function valueOf(node: Node): unknown {
  switch (node.type) {
    case "object": {
      const obj: Record<string, unknown> = {};
      for (const prop of node.children ?? []) {
        const [k, v] = prop.children ?? [];
        if (!k || !v) continue;
        Object.defineProperty(obj, String(k.value), { value: valueOf(v), enumerable: true, writable: true, configurable: true });
      }
      return obj;
    }
    case "array":
      return (node.children ?? []).map(valueOf);
    default:
      return node.value as unknown;
  }
}

/** The value node at `path`, or the deepest existing ancestor when the path does not exist. */
export function nodeAt(root: Node, path: readonly Segment[], wantKey = false): Node {
  let node = root;
  for (const seg of path) {
    let next: Node | undefined;
    let key: Node | undefined;
    if (node.type === "object") {
      // The last definition of a duplicated key is the one the value was built from.
      const prop = [...(node.children ?? [])].reverse().find((p) => p.children?.[0]?.value === String(seg));
      key = prop?.children?.[0];
      next = prop?.children?.[1];
    } else if (node.type === "array" && typeof seg === "number") {
      next = node.children?.[seg];
    }
    if (!next) return node;
    if (wantKey && seg === path[path.length - 1] && key) return key;
    node = next;
  }
  return node;
}

export function toPointer(path: readonly Segment[]): string {
  return path.map((s) => `/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

export function fromPointer(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** 1-based line and column (UTF-16 code units, as editors count them) of an offset. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
  }

  position(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.starts[lo] as number) + 1 };
  }
}
