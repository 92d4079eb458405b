// Text nobody can see (docs/architecture.md, "Text nobody can see"): characters that print as
// nothing or reorder what is around them (Unicode's Default_Ignorable_Code_Point and Bidi_Control
// properties: tag characters, zero-width spaces and joiners, variation selectors, bidi overrides and
// isolates, the byte-order mark), names whose letters come from scripts that never mix (UTS #39's
// single-script rule over Script_Extensions), and lone surrogates, which no encoder outside
// JavaScript accepts. Every expression here is fixed; none is ever built from what a server sent.

/** A surrogate that is not half of a pair: a `u` expression sees only these as `\p{Surrogate}`. */
const LONE_SURROGATE = /\p{Surrogate}/gu;
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}]/gu;
const HAS_INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{Surrogate}]/u;

/** `text` with every lone surrogate replaced by U+FFFD, so that any UTF-8 or UTF-16 encoder takes it. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, "\ufffd");
}

const LONE = /\p{Surrogate}/u;
/** What JSON.stringify writes for a lone surrogate (and for a written-out `\\ud800`, which is harmless). */
const ESCAPED_SURROGATE = /\\ud[89a-f]/;

function wellFormedReplacer(_key: string, value: unknown): unknown {
  if (typeof value === "string") return wellFormed(value);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (!keys.some((k) => LONE.test(k))) return value;
  const out: Record<string, unknown> = Object.create(null);
  for (const k of keys) out[wellFormed(k)] = (value as Record<string, unknown>)[k];
  return out;
}

/**
 * `value` as JSON that decodes to well-formed strings only: a lone surrogate anywhere, in a value or
 * a key, becomes U+FFFD (JSON.stringify would write it as an escape that other decoders refuse).
 */
export function wellFormedJson(value: unknown, space?: number): string {
  const fast = JSON.stringify(value, null, space);
  return ESCAPED_SURROGATE.test(fast) ? JSON.stringify(value, wellFormedReplacer, space) : fast;
}

/** A code point as a visible escape: `\u200b`, or `\u{e0049}` beyond the basic plane. */
export function codePointEscape(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0;
  const hex = cp.toString(16);
  return cp > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, "0")}`;
}

/** The code point that ends just before `index`, or "" at the start. */
function before(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  const start = low >= 0xdc00 && low <= 0xdfff && index >= 2 ? index - 2 : index - 1;
  return start < 0 ? "" : String.fromCodePoint(text.codePointAt(start) ?? 0);
}

/** The code point that starts at `index`, or "" at the end. */
const after = (text: string, index: number): string =>
  index < text.length ? String.fromCodePoint(text.codePointAt(index) ?? 0) : "";

const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\ufe0f/u;
const EMOJI = /\p{Emoji}/u;
const JOINING_LETTER = /[\p{L}\p{M}]/u;
/** Scripts in which a joiner shapes nothing, so between their letters it can only hide. */
const NO_JOINERS = /[\p{scx=Latn}\p{scx=Grek}\p{scx=Cyrl}]/u;
const shapingLetter = (ch: string): boolean => JOINING_LETTER.test(ch) && !NO_JOINERS.test(ch);

/**
 * Whether an invisible character at `index` of running text does visible work: a zero-width joiner
 * inside an emoji sequence, a variation selector after an emoji, a joiner or non-joiner between the
 * letters of a script that shapes with them (Arabic, Persian, the Indic scripts). Names get none of these.
 */
function shapes(text: string, ch: string, index: number): boolean {
  const prev = before(text, index);
  const next = after(text, index + ch.length);
  if (ch === "\ufe0e" || ch === "\ufe0f") return EMOJI.test(prev);
  if (ch === "\u200d" && PICTOGRAPH.test(prev) && PICTOGRAPH.test(next)) return true;
  return (ch === "\u200c" || ch === "\u200d") && shapingLetter(prev) && shapingLetter(next);
}

/**
 * `text` with every invisible character written as a visible escape and every lone surrogate as
 * U+FFFD. In running text (`text: true`) the joiners and selectors that shape emoji and scripts stay.
 */
export function escapeInvisible(text: string, o: { readonly text?: boolean } = {}): string {
  return wellFormed(text).replace(INVISIBLE, (ch: string, index: number, whole: string) =>
    o.text === true && shapes(whole, ch, index) ? ch : codePointEscape(ch),
  );
}

/** Whether a name holds a character that prints as nothing or reorders text (or a lone surrogate). */
export const hasInvisible = (name: string): boolean => HAS_INVISIBLE.test(name);

/**
 * ISO 15924 codes of the scripts a `\p{scx=…}` expression knows, Common (Zyyy) and Inherited (Zinh)
 * left out: those go with any script. Unknown (Zzzz) stands for unassigned code points.
 */
const SCRIPTS = (
  "Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah Brai Bugi Buhd Cakm Cans Cari " +
  "Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor Glag Gong Gonm Goth " +
  "Gran Grek Gujr Gukh Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital Java Kali Kana Kawi Khar Khmr " +
  "Khoj Kits Knda Krai Kthi Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend " +
  "Merc Mero Miao Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya " +
  "Osge Osma Ougr Palm Pauc Perm Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd " +
  "Sidt Sind Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg " +
  "Thaa Thai Tibt Tirh Tnsa Todr Tols Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb Zzzz"
).split(" ");

/**
 * UTS #39's augmented script sets: Han goes with the Japanese and Korean writing systems and with
 * Bopomofo, Hiragana and Katakana with Japanese, Hangul with Korean, Bopomofo with Han.
 */
const WRITING_SYSTEMS: Readonly<Record<string, string>> = {
  Jpan: "[\\p{scx=Hani}\\p{scx=Hira}\\p{scx=Kana}]",
  Kore: "[\\p{scx=Hani}\\p{scx=Hang}]",
  Hanb: "[\\p{scx=Hani}\\p{scx=Bopo}]",
};

interface Candidate {
  readonly code: string;
  readonly test: RegExp;
}

let candidates: readonly Candidate[] | undefined;
/** One fixed expression per script, made on the first name that is not plain ASCII. */
function allCandidates(): readonly Candidate[] {
  if (candidates) return candidates;
  const made: Candidate[] = [];
  for (const [code, source] of [
    ...SCRIPTS.map((s) => [s, `\\p{scx=${s}}`] as const),
    ...Object.entries(WRITING_SYSTEMS),
  ]) {
    try {
      made.push({ code, test: new RegExp(source, "u") });
    } catch {
      // A script this Node's Unicode tables do not know yet cannot occur in its strings either.
    }
  }
  candidates = made;
  return made;
}

/** Characters of Common or Inherited script (digits, punctuation, combining marks): any script takes them. */
const ANY_SCRIPT = /[\p{scx=Zyyy}\p{scx=Zinh}]/u;
const ASCII = /^[\u0000-\u007f]*$/;

/**
 * The script a character is written in, for naming the scripts of a mixed name: the first that
 * matches, and the real scripts come before the writing systems (each of which is made of them).
 */
function scriptOf(ch: string): string {
  return (allCandidates().find((c) => c.test.test(ch)) as Candidate).code;
}

/**
 * The scripts a name mixes (UTS #39: no one script, augmented writing systems included, covers
 * every character's Script_Extensions), in order of appearance; undefined when it is single-script.
 */
export function mixedScripts(raw: string): readonly string[] | undefined {
  if (ASCII.test(raw)) return undefined;
  // Half a character is marked as hidden, not as a script of its own.
  const name = wellFormed(raw);
  let left: readonly Candidate[] | undefined;
  for (const ch of name) {
    if (ANY_SCRIPT.test(ch)) continue;
    left = (left ?? allCandidates()).filter((c) => c.test.test(ch));
    if (left.length === 0) break;
  }
  if (left === undefined || left.length > 0) return undefined;
  const scripts: string[] = [];
  for (const ch of name) {
    if (ANY_SCRIPT.test(ch)) continue;
    const s = scriptOf(ch);
    if (!scripts.includes(s)) scripts.push(s);
  }
  return scripts;
}
