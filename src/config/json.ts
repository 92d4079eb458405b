// JSON with positions (jsonc-parser): syntax errors and duplicate keys are reported with offsets,
// values are built without prototype pollution, and JSON pointers map back to nodes so every problem
// can name line:col. Comments and trailing commas (what VS Code's mcp.json allows) are accepted and
// reported apart, so that the loader can warn that other clients may refuse the file.
import type { Node, ParseError } from "jsonc-parser";
import { createScanner, parseTree, printParseErrorCode } from "jsonc-parser";
import { LIMIT_VALUES } from "./generated.js";

export type Segment = string | number;

interface SyntaxProblem {
  readonly problem: string;
  readonly offset: number;
}

interface DuplicateKey {
  readonly path: readonly Segment[];
  readonly key: string;
  readonly offset: number;
}

/** What strict JSON refuses and this parser accepts: the first of its kind and how many there are. */
export interface LenientForm {
  readonly kind: "comment" | "trailing comma";
  readonly offset: number;
  readonly count: number;
}

export interface ConfigParse {
  readonly root: Node | undefined;
  readonly syntax: readonly SyntaxProblem[];
  readonly duplicates: readonly DuplicateKey[];
  readonly lenient: readonly LenientForm[];
}

const LENIENT = { disallowComments: false, allowTrailingComma: true, allowEmptyContent: false } as const;

// jsonc-parser's SyntaxKind is a const enum, which isolated modules cannot read: its values, as the
// package defines them.
const KIND = {
  closeBrace: 2,
  closeBracket: 4,
  comma: 5,
  lineComment: 12,
  blockComment: 13,
  lineBreak: 14,
  trivia: 15,
  eof: 17,
};

/** Comments and commas right before a closing bracket, found by the tokenizer (never inside strings). */
function lenientForms(text: string): LenientForm[] {
  const scanner = createScanner(text, false);
  const found: Record<LenientForm["kind"], { offset: number; count: number } | undefined> = {
    comment: undefined,
    "trailing comma": undefined,
  };
  const note = (kind: LenientForm["kind"], offset: number): void => {
    const prior = found[kind];
    found[kind] = prior ? { offset: prior.offset, count: prior.count + 1 } : { offset, count: 1 };
  };
  let comma: number | undefined;
  for (let k: number = scanner.scan(); k !== KIND.eof; k = scanner.scan()) {
    if (k === KIND.lineComment || k === KIND.blockComment) note("comment", scanner.getTokenOffset());
    else if (k === KIND.trivia || k === KIND.lineBreak) continue;
    else if (k === KIND.comma) comma = scanner.getTokenOffset();
    else {
      if (comma !== undefined && (k === KIND.closeBrace || k === KIND.closeBracket)) note("trailing comma", comma);
      comma = undefined;
    }
  }
  return (["comment", "trailing comma"] as const)
    .flatMap((kind) => {
      const f = found[kind];
      return f ? [{ kind, ...f }] : [];
    })
    .sort((a, b) => a.offset - b.offset);
}

/**
 * Nesting bound (RFC 8259 §9 lets a parser set one): anything deeper is reported as a syntax
 * problem, so that the recursive parser, the tree walks below and the validator never exhaust the
 * stack (10k nested brackets used to throw a RangeError).
 */
export const MAX_JSON_DEPTH = LIMIT_VALUES["config.json.maxDepth"];
const TOO_DEEP = `NestingTooDeep (more than ${MAX_JSON_DEPTH} levels)`;

/** The first node nested deeper than MAX_JSON_DEPTH, found without recursion. */
function firstTooDeep(root: Node): Node | undefined {
  const stack: [Node, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [Node, number];
    if (node.type !== "object" && node.type !== "array") continue;
    if (depth > MAX_JSON_DEPTH) return node;
    // Properties add no level of their own: their value is the next level. Reversed, so that the
    // first node found is the first in the text.
    for (const child of [...(node.children ?? [])].reverse())
      stack.push([child.type === "property" ? (child.children?.[1] ?? child) : child, depth + 1]);
  }
  return undefined;
}

/** Offset of the first bracket that opens more than MAX_JSON_DEPTH levels, outside strings. */
function tooDeepOffset(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"' && text[i] !== "\n" && text[i] !== "\r"; i++)
        if (text[i] === "\\") i++;
    } else if (c === "[" || c === "{") {
      if (++depth > MAX_JSON_DEPTH) return i;
    } else if ((c === "]" || c === "}") && depth > 0) depth--;
  }
  return 0;
}

export function parseConfigJson(text: string): ConfigParse {
  const errors: ParseError[] = [];
  let root: Node | undefined;
  const none = { duplicates: [], lenient: [] };
  try {
    root = parseTree(text, errors, LENIENT);
  } catch (err) {
    // Error recovery can nest deeper than the brackets balance suggests ("[},[},..."): the parser
    // itself runs out of stack.
    if (err instanceof RangeError && /call stack/i.test(err.message))
      return { root: undefined, syntax: [{ problem: TOO_DEEP, offset: tooDeepOffset(text) }], ...none };
    throw err;
  }
  const deep = root && firstTooDeep(root);
  if (deep) return { root: undefined, syntax: [{ problem: TOO_DEEP, offset: deep.offset }], ...none };
  const syntax = errors.map((e) => ({ problem: printParseErrorCode(e.error), offset: e.offset }));
  const duplicates: DuplicateKey[] = [];
  if (root) collectDuplicates(root, [], duplicates);
  return { root, syntax, duplicates, lenient: syntax.length === 0 ? lenientForms(text) : [] };
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
    for (const [i, child] of (node.children ?? []).entries()) collectDuplicates(child, [...path, i], out);
  }
}

/** The JSON value of a node. Keys such as "__proto__" become own properties, never prototypes. */
export function jsonValue(node: Node): unknown {
  switch (node.type) {
    case "object": {
      const obj: Record<string, unknown> = {};
      for (const prop of node.children ?? []) {
        const [k, v] = prop.children ?? [];
        if (!k || !v) continue;
        Object.defineProperty(obj, String(k.value), {
          value: jsonValue(v),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return obj;
    }
    case "array":
      return (node.children ?? []).map(jsonValue);
    default:
      return node.value as unknown;
  }
}

/** Per object node: each key's last property (built once, so that locating N problems stays linear). */
const LAST_PROPERTY = new WeakMap<Node, Map<unknown, Node>>();

function lastProperty(node: Node, key: string): Node | undefined {
  let index = LAST_PROPERTY.get(node);
  if (!index) {
    index = new Map();
    for (const p of node.children ?? []) index.set(p.children?.[0]?.value, p);
    LAST_PROPERTY.set(node, index);
  }
  return index.get(key);
}

/** The value node at `path`, or the deepest existing ancestor when the path does not exist. */
export function nodeAt(root: Node, path: readonly Segment[], wantKey = false): Node {
  let node = root;
  for (const [i, seg] of path.entries()) {
    let next: Node | undefined;
    let key: Node | undefined;
    if (node.type === "object") {
      // The last definition of a duplicated key is the one the value was built from.
      const prop = lastProperty(node, String(seg));
      key = prop?.children?.[0];
      next = prop?.children?.[1];
    } else if (node.type === "array" && typeof seg === "number") {
      next = node.children?.[seg];
    }
    if (!next) return node;
    // The last segment by position: an ancestor may have the same name (a field "reconnect" in reconnect).
    if (wantKey && i === path.length - 1 && key) return key;
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
