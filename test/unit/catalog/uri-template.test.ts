// RFC 6570 templates of resources: variables (query ones optional), the argument check, and the
// expansion by url-template (the RFC's own examples).
import { describe, expect, it } from "vitest";
import { checkArguments, expandTemplate, templateVariables } from "../../../src/catalog/uri-template.js";

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
    expect(templateVariables("plain://no/variables")).toEqual({ required: [], optional: [] });
  });

  it("refuses what is not a template", () => {
    for (const bad of ["bad{", "bad}", "{a b}", "{}", "{a,}", "{x:0}", "{{x}}"])
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
