import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown } from "@/lib/content/markdown/parse";
import { Markdown } from "@/lib/content/markdown/render";

const html = (source: string) =>
  renderToStaticMarkup(createElement(Markdown, { source, className: "md" }));

describe("light markdown: what it renders", () => {
  it("headings, bullets, bold, italic and inline code", () => {
    expect(html("# One\n## Two\n### Three")).toBe(
      '<div class="md"><h2 class="text-xl font-bold">One</h2><h3 class="text-lg font-semibold">Two</h3><h4 class="text-base font-semibold">Three</h4></div>',
    );
    expect(html("- a\n- **b**\n- *c* and `d`")).toContain(
      "<li>a</li><li><strong>b</strong></li><li><em>c</em> and <code",
    );
    expect(html("Some **bold and *italic* inside** text")).toContain(
      "<p>Some <strong>bold and <em>italic</em> inside</strong> text</p>",
    );
  });

  it("joins paragraph lines and separates paragraphs at blank lines", () => {
    expect(parseMarkdown("one\ntwo\n\nthree")).toEqual([
      { type: "paragraph", children: [{ type: "text", text: "one two" }] },
      { type: "paragraph", children: [{ type: "text", text: "three" }] },
    ]);
  });

  it("leaves unclosed markers and arithmetic as text", () => {
    expect(parseInline("**open and `tick")).toEqual([{ type: "text", text: "**open and `tick" }]);
    expect(parseInline("2 * 3 * 4")).toEqual([{ type: "text", text: "2 * 3 * 4" }]);
  });

  it("keeps code literal", () => {
    expect(parseInline("`**not bold**`")).toEqual([{ type: "code", text: "**not bold**" }]);
  });
});

describe("light markdown: hostile input stays inert", () => {
  it.each([
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "# <iframe src=javascript:alert(1)>",
    "- <a href='javascript:alert(1)'>x</a>",
    "**<svg onload=alert(1)>**",
  ])("%s", (source) => {
    const out = html(source);
    expect(out).not.toMatch(/<(script|img|iframe|a|svg)[\s>]/i);
    expect(out).toContain("&lt;");
  });

  it("renders markdown links and images as plain text, never as anchors", () => {
    const out = html("[click](javascript:alert(1)) ![x](http://evil/x.png) <https://evil.example>");
    expect(out).not.toContain("<a");
    expect(out).not.toContain("<img");
    expect(out).not.toContain("href");
    expect(out).toContain("[click](javascript:alert(1))");
  });

  it("survives deep nesting and huge input", () => {
    expect(() => html("*".repeat(10_000))).not.toThrow();
    expect(() => html("**a *b **c *d **e *f** g* h** i* j** k*".repeat(200))).not.toThrow();
  });
});
