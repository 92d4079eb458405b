// RFC 6570 templates of resources: variables (query ones optional), the argument check, and the
// expansion by url-template (the RFC's own examples).
import { describe, expect, it } from "vitest";
import {
  checkArguments,
  expandTemplate,
  templateMatches,
  templateVariables,
} from "../../../src/catalog/uri-template.js";

describe("templateVariables", () => {
  it("reads every operator, prefix and explode modifier; query variables are optional", () => {
    expect(templateVariables("demo://resource/dynamic/text/{resourceId}")).toEqual({
      required: ["resourceId"],
      optional: [],
    });
    expect(templateVariables("file:///{+path}{?q,limit}")).toEqual({ required: ["path"], optional: ["q", "limit"] });
    expect(templateVariables("x{/a,b*}{.ext}{#frag}{;p:3}{&more}")).toEqual({
      required: ["a", "b", "ext", "frag", "p"],
      optional: ["more"],
    });
    expect(templateVariables("{x:3}{&x}")).toEqual({ required: ["x"], optional: [] });
    expect(templateVariables("{?x}{x}")).toEqual({ required: ["x"], optional: [] });
    expect(templateVariables("{?x}{&x}")).toEqual({ required: [], optional: ["x"] });
    expect(templateVariables("{a}{?q}{a}")).toEqual({ required: ["a"], optional: ["q"] });
    expect(templateVariables("{p:30}{/q:9999}")).toEqual({ required: ["p", "q"], optional: [] });
    expect(templateVariables("plain://no/variables")).toEqual({ required: [], optional: [] });
  });

  it("refuses what is not a template", () => {
    for (const bad of ["bad{", "bad}", "{a b}", "{}", "{a,}", "{x:0}", "{x:10000}", "{x:1b}", "{a*b}", "{{x}}"])
      expect(templateVariables(bad), bad).toBeUndefined();
  });
});

describe("checkArguments", () => {
  const vars = { required: ["id"], optional: ["q"] };
  it("names the first problem", () => {
    expect(checkArguments(vars, { id: "1" })).toBeUndefined();
    expect(checkArguments(vars, { id: 1, q: true })).toBeUndefined();
    expect(checkArguments(vars, {})).toEqual({ kind: "missing", name: "id" });
    expect(checkArguments(vars, { id: "" })).toEqual({ kind: "missing", name: "id" });
    expect(checkArguments(vars, { id: "1", zz: "x" })).toEqual({ kind: "unknown", name: "zz" });
    expect(checkArguments(vars, { id: null })).toEqual({ kind: "type", name: "id" });
    expect(checkArguments(vars, { id: Number.NaN })).toEqual({ kind: "type", name: "id" });
    expect(checkArguments(vars, { id: 10n })).toEqual({ kind: "type", name: "id" });
  });

  it("names the same first problem whatever the order of the arguments", () => {
    for (const args of [
      { zz: "x", id: null },
      { id: null, zz: "x" },
    ])
      expect(checkArguments(vars, args)).toEqual({ kind: "type", name: "id" });
  });

  it("reads only the arguments' own members: a variable named like an Object member is not given by it", () => {
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"]) {
      const v = { required: [name], optional: [] };
      expect(checkArguments(v, {}), name).toEqual({ kind: "missing", name });
      expect(checkArguments(v, JSON.parse(`{"${name}":"given"}`)), name).toBeUndefined();
    }
    expect(expandTemplate("x:{__proto__}/{constructor}", JSON.parse('{"__proto__":"a","constructor":"b"}'))).toBe(
      "x:a/b",
    );
  });
});

describe("templateMatches", () => {
  const cases: readonly { template: string; uri: string; want: boolean }[] = [
    { template: "demo://r/{id}", uri: "demo://r/42", want: true },
    { template: "demo://r/{id}", uri: "demo://r/", want: true },
    { template: "demo://r/{id}", uri: "demo://r/4/2", want: false },
    { template: "demo://r/{id}", uri: "demo://x/42", want: false },
    { template: "demo://r/{id}/raw", uri: "demo://r/42/raw", want: true },
    { template: "file:///{+path}", uri: "file:///a/b/c.txt", want: true },
    { template: "file:///{+path}", uri: "file:///a?b", want: false },
    { template: "file:///{+path}{?q,limit}", uri: "file:///a/b?q=1&limit=2", want: true },
    { template: "file:///{+path}{?q,limit}", uri: "file:///a/b", want: true },
    { template: "demo://r/{id}", uri: "Xemo://r/42", want: false },
    { template: "r{id}", uri: "r1/", want: false },
    { template: "x{/a,b*}", uri: "x/1/2/3", want: true },
    { template: "x{/a}", uri: "x1", want: false },
    { template: "x{.ext}", uri: "x.tar.gz", want: true },
    { template: "x{.ext}", uri: "x.a/b", want: false },
    { template: "x{#frag}", uri: "x#any/thing?at#all", want: true },
    { template: "x{;p}", uri: "x;p=1;q=2", want: true },
    { template: "x?fixed=1{&more}", uri: "x?fixed=1&more=2", want: true },
    { template: "x?fixed=1{&more}", uri: "x?fixed=2", want: false },
    { template: "x:{a}{b}{c}", uri: "x:abc", want: true },
    { template: "plain://no/variables", uri: "plain://no/variables", want: true },
    { template: "plain://no/variables", uri: "plain://no/variable", want: false },
    { template: "bad{", uri: "bad{", want: false },
    { template: "emoji:{id}", uri: "emoji:\u{1f600}", want: true },
  ];
  it.each(cases)("$template against $uri: $want", ({ template, uri, want }) => {
    expect(templateMatches(template, uri)).toBe(want);
  });

  it("refuses a URI that fits the worst template a server can offer but for its last character", () => {
    // Its time (no backtracking over twelve adjacent expressions) is test/fault/template-cpu.test.ts's.
    const worst = `x:${[..."abcdefghijkl"].map((v) => `{${v}}`).join("")}`;
    expect(templateMatches(worst, `x:${"a".repeat(29)}/`)).toBe(false);
    expect(templateMatches(worst, `x:${"a".repeat(29)}`)).toBe(true);
  });
});

describe("expandTemplate", () => {
  it("expands as RFC 6570 says", () => {
    const v = { var: "value", hello: "Hello World!", path: "/foo/bar", x: "1024", y: "768" };
    expect(expandTemplate("{var}", v)).toBe("value");
    expect(expandTemplate("{hello}", v)).toBe("Hello%20World%21");
    expect(expandTemplate("{+path}/here", v)).toBe("/foo/bar/here");
    expect(expandTemplate("map?{x,y}", v)).toBe("map?1024,768");
    expect(expandTemplate("{#path,x}/here", v)).toBe("#/foo/bar,1024/here");
    expect(expandTemplate("X{.x,y}", v)).toBe("X.1024.768");
    expect(expandTemplate("{/var,x}/here", v)).toBe("/value/1024/here");
    expect(expandTemplate("{;x,y}", v)).toBe(";x=1024;y=768");
    expect(expandTemplate("{?x,y,empty}", v)).toBe("?x=1024&y=768");
    expect(expandTemplate("?fixed=yes{&x}", v)).toBe("?fixed=yes&x=1024");
    expect(expandTemplate("{var:3}", v)).toBe("val");
  });
});
