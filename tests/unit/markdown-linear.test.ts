import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown, type WorkMeter } from "@/lib/content/markdown/parse";

/** Work per character of the parser on `make(size)`; linear means it does not grow with size. */
function stepsPerChar(make: (size: number) => string, size: number): number {
  const meter: WorkMeter = { steps: 0 };
  const source = make(size);
  parseMarkdown(source, meter);
  return meter.steps / source.length;
}

const repeatTo = (unit: string) => (size: number) => unit.repeat(Math.ceil(size / unit.length));

// Markers that never close made the old parser rescan to the end from each one.
const hostile: [string, (size: number) => string][] = [
  ["unclosed italics", repeatTo("*a ")],
  ["italics around unclosed bold", repeatTo("*x ** ")],
  ["unclosed bold and code", repeatTo("**`x ")],
  ["nested markers", repeatTo("**a *b **c *d **e *f** g* h** i* j** k* ")],
  ["stars only", repeatTo("*")],
  ["ordinary document", repeatTo("## Notes\n- **Bold** with *italic* and `code`\nText.\n\n")],
];

describe("light markdown: linear time", () => {
  it.each(hostile)(
    "%s: the work per character stays flat from 1,000 to 100,000 chars",
    (_, make) => {
      const small = stepsPerChar(make, 1_000);
      const large = stepsPerChar(make, 100_000);
      expect(large).toBeLessThan(5);
      expect(large).toBeLessThanOrEqual(small * 1.1);
    },
  );

  it("still finds italics past bold pairs and leaves the unclosed ones as text", () => {
    expect(parseInline("*a **b** c* and *d")).toEqual([
      {
        type: "italic",
        children: [
          { type: "text", text: "a " },
          { type: "bold", children: [{ type: "text", text: "b" }] },
          { type: "text", text: " c" },
        ],
      },
      { type: "text", text: " and *d" },
    ]);
    expect(parseInline("*a** b**c*")).toEqual([
      {
        type: "italic",
        children: [
          { type: "text", text: "a" },
          { type: "bold", children: [{ type: "text", text: " b" }] },
          { type: "text", text: "c" },
        ],
      },
    ]);
    expect(parseInline("*a *b *c")).toEqual([{ type: "text", text: "*a *b *c" }]);
    expect(parseInline("*a *b* c")).toEqual([
      { type: "italic", children: [{ type: "text", text: "a *b" }] },
      { type: "text", text: " c" },
    ]);
  });
});
