// Tool search (docs/architecture.md, "Search"): words from whitespace, `_ - . / :` and camelCase; every query
// word must begin a word of the name, title or description; documented ranks and tie-breaks.
import { describe, expect, it } from "vitest";
import { search } from "../../../src/catalog/search.js";
import { tokenise } from "../../../src/catalog/tokenise.js";

// The tools of mcp-server-git, as it names and describes them.
const GIT = [
  { name: "git_status", description: "Shows the working tree status" },
  { name: "git_diff_unstaged", description: "Shows changes in the working directory that are not yet staged" },
  { name: "git_commit", description: "Records changes to the repository" },
  { name: "git_log", description: "Shows the commit logs" },
  { name: "git_show", description: "Shows the contents of a commit" },
];
const names = (items: readonly { name: string; title?: string; description?: string }[], q: string): string[] =>
  search(items, q).matches.map((t) => t.name);

describe("tokenise", () => {
  it("splits at separators and camelCase, folds case", () => {
    expect(tokenise("get_sum get-sum a.b/c:d")).toEqual(["get", "sum", "get", "sum", "a", "b", "c", "d"]);
    expect(tokenise("getSum HTTPServer toggleSimulatedLogging")).toEqual([
      "get",
      "sum",
      "http",
      "server",
      "toggle",
      "simulated",
      "logging",
    ]);
    expect(tokenise("  ")).toEqual([]);
  });

  it.each([
    ["skills tools resources templates", ["skill", "tool", "resource", "template"]],
    ["queries entries matches boxes classes", ["query", "entry", "match", "box", "class"]],
    ["status class analysis this its bus", ["status", "class", "analysis", "this", "its", "bus"]],
    ["listTools getIssues ÉTATS 42s", ["list", "tool", "get", "issue", "états", "42s"]],
    // A singular in -e after a sibilant folds as its plural does; a short word stays.
    ["cache caches size sizes niche axe", ["cach", "cach", "siz", "siz", "nich", "axe"]],
  ])("brings plurals to their singular: %s", (text, want) => {
    expect(tokenise(text)).toEqual(want);
  });
});

describe("search by the form a person types", () => {
  const catalog = [
    { name: "websec_skill_index", title: "Websec skill index" },
    { name: "list_issues", description: "Lists the issues of a repository" },
    { name: "get_entry", description: "Reads one entry" },
    { name: "filter_rows", description: "Filters rows" },
    { name: "purge", description: "Empties the caches" },
    { name: "resize", description: "Sets the image size" },
  ];
  it.each([
    ["cache", ["purge"]],
    ["sizes", ["resize"]],
    ["skills index", ["websec_skill_index"]],
    ["skill indexes", ["websec_skill_index"]],
    ["issue", ["list_issues"]],
    ["list issues", ["list_issues"]],
    ["entries", ["get_entry"]],
    ["row", ["filter_rows"]],
  ])("%s", (query, want) => {
    expect(names(catalog, query)).toEqual(want);
  });
});

describe("search", () => {
  it("finds mcp-server-git's git_status for `git status`", () => {
    expect(names(GIT, "git status")[0]).toBe("git_status");
    expect(names(GIT, "git-status")).toEqual(["git_status"]);
    expect(names(GIT, "gitStatus")).toEqual(["git_status"]);
    expect(names(GIT, "commit logs")).toEqual(["git_log"]);
  });

  it("every query word must match", () => {
    expect(names(GIT, "git banana")).toEqual([]);
    expect(names(GIT, "working staged")).toEqual(["git_diff_unstaged"]);
  });

  it("a query with no words and no substring anywhere matches nothing", () => {
    expect(names(GIT, "-")).toEqual([]);
    expect(names(GIT, "()")).toEqual([]);
    expect(search(GIT, "-").total).toBe(0);
  });

  it("a query that spans the name and the description matches neither", () => {
    expect(names([{ name: "abc", title: "def ghi" }], "bc\nde")).toEqual([]);
    expect(names([{ name: "abc", title: "def ghi" }], "ef gh")).toEqual(["abc"]);
  });

  it("an entry without title or description is found by its name only", () => {
    const bare = [{ name: "lonely" }];
    for (const q of ["undefined", "here", "was", "stryker"]) expect(names(bare, q), q).toEqual([]);
    expect(names(bare, "lone")).toEqual(["lonely"]);
  });

  it("the exact name, in any case and with surrounding space, ranks above the same words", () => {
    const items = [{ name: "git-status" }, { name: "git_status" }];
    expect(names(items, "git_status")).toEqual(["git_status", "git-status"]);
    expect(names(items, " GIT_STATUS ")).toEqual(["git_status", "git-status"]);
    expect(names(items, "git status")).toEqual(["git-status", "git_status"]);
  });

  it("each rank beats the next even where code-point order says otherwise", () => {
    // 2 (the name's words begin with the query's) before 3 (every query word in the name).
    expect(names([{ name: "aaa_get_s" }, { name: "getSum" }], "get_s")).toEqual(["getSum", "aaa_get_s"]);
    // 4 (name substring) before 5 (query words in the description).
    expect(names([{ name: "aaa", description: "tat here" }, { name: "status" }], "tat")).toEqual(["status", "aaa"]);
    // 5 (query words in the description) before 6 (a substring of the description only).
    expect(
      names(
        [
          { name: "aaa", description: "working" },
          { name: "zzz", description: "orking here" },
        ],
        "orking",
      ),
    ).toEqual(["zzz", "aaa"]);
    // A query of no words: a name substring (4) before a description substring (6).
    expect(names([{ name: "z-" }, { name: "a", description: "-" }], "-")).toEqual(["z-", "a"]);
  });

  it("a description substring counts case-insensitively", () => {
    expect(names(GIT, "orking tr")).toEqual(["git_status"]);
    expect(names(GIT, "ORKING TR")).toEqual(["git_status"]);
  });

  it("entries with the same name keep catalog order", () => {
    const items = ["first", "second", "third", "fourth"].map((d) => ({ name: "same", description: d }));
    expect(search(items, "same").matches.map((t) => t.description)).toEqual(["first", "second", "third", "fourth"]);
  });

  it("a tool holding the rarest query word but not another one does not match", () => {
    // `staged` is in one tool only (the rarest word, which picks the candidates); that tool never
    // says `commit`, which three others do.
    expect(names(GIT, "staged commit")).toEqual([]);
    expect(names(GIT, "commit staged")).toEqual([]);
    expect(search(GIT, "staged commit").total).toBe(0);
    // The same rarest word with a second word that tool does hold still matches.
    expect(names(GIT, "staged directory")).toEqual(["git_diff_unstaged"]);
  });

  it("ranks: exact, same words, prefix, words in name, name substring, words anywhere, text substring", () => {
    const items = [
      { name: "zz", description: "about a sum of numbers" }, // 5: words in the description
      { name: "summary-get", description: "x" }, // 3 as well: `sum` begins the word summary
      { name: "aget-sum" }, // 4: name substring of "get-sum"
      { name: "sum-get", description: "" }, // 3: both words in the name
      { name: "get-sum-all" }, // 2: prefix word by word
      { name: "get_sum" }, // 1: same words
      { name: "get-sum" }, // 0: exact
      { name: "other", description: "calls get-sum twice" }, // 5 (words) before 6
    ];
    expect(names(items, "get-sum")).toEqual([
      "get-sum",
      "get_sum",
      "get-sum-all",
      "sum-get",
      "summary-get",
      "aget-sum",
      "other",
    ]);
    expect(search(items, "get-sum").total).toBe(7);
  });

  it("ties: more query words in the name, then code-point order, then catalog order", () => {
    const items = [
      { name: "b-numbers", description: "sum" },
      { name: "a", description: "sum numbers" },
      { name: "B", description: "sum numbers" },
      { name: "a", description: "numbers sum" },
    ];
    const found = search(items, "sum numbers").matches;
    expect(found.map((t) => t.name)).toEqual(["b-numbers", "B", "a", "a"]);
    expect(found[2]).toBe(items[1]);
    expect(found[3]).toBe(items[3]);
  });

  it("keeps the old substring hits and the bound on results", () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      name: `tool-${String(i).padStart(2, "0")}`,
      description: `Generated tool number ${i}`,
    }));
    const r = search(many, "ool-1");
    expect(r.total).toBe(10);
    expect(search(many, "tool").matches).toHaveLength(20);
    expect(search(many, "tool").total).toBe(30);
    expect(names(many, "number 7")).toEqual(["tool-07"]);
  });
});
