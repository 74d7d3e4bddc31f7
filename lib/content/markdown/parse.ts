/**
 * The light markdown of AI documents (docs/product/routes-and-screens.md#ai-documents): #, ## and
 * ### headings, '- ' bullets, **bold**,
 * *italic* and `inline code`. Everything else is text: no HTML, no links, no images.
 */
export type Inline =
  | { type: "text"; text: string }
  | { type: "code"; text: string }
  | { type: "bold"; children: Inline[] }
  | { type: "italic"; children: Inline[] };

export type Block =
  | { type: "heading"; level: 1 | 2 | 3; children: Inline[] }
  | { type: "list"; items: Inline[][] }
  | { type: "paragraph"; children: Inline[] };

const MAX_DEPTH = 4;

const UNKNOWN = -2;

/** Counts the positions the parser examines; tests and the bench check it grows linearly. */
export interface WorkMeter {
  steps: number;
}

/**
 * One inline source and what is known about its markers. Searches for "`" and "**" are already
 * linear overall (each starts at a marker and stops at the next one); the italic walk is the one
 * that was repeated from every unclosed '*' (quadratic on '*a *a *a ...'), so it remembers outcomes.
 */
class InlineScanner {
  private italicEnds: Int32Array | undefined;

  constructor(
    private readonly source: string,
    private readonly meter?: WorkMeter,
  ) {}

  /** The next `marker` at or after `from`, or -1. */
  find(marker: string, from: number): number {
    const at = this.source.indexOf(marker, from);
    if (this.meter) this.meter.steps += (at === -1 ? this.source.length : at) - from;
    return at;
  }

  /**
   * The closing single `*` of an italic span opened before `from` (skipping `**` pairs inside
   * it), or -1. The walk from a position never depends on where it started, so every position it
   * passes remembers the outcome and later walks stop there: each position is walked once.
   */
  italicEndFrom(from: number): number {
    const known = (this.italicEnds ??= new Int32Array(this.source.length + 1).fill(UNKNOWN));
    let end = -1;
    for (let i = from; i !== -1 && i < this.source.length; i = this.italicStep(i)) {
      if (known[i] !== UNKNOWN) {
        end = known[i] ?? -1;
        break;
      }
      if (this.closesItalic(i)) {
        end = i;
        break;
      }
    }
    // Second pass over the same path: record the outcome until a position that already knows it.
    for (let i = from; i !== -1 && i < this.source.length && known[i] === UNKNOWN;) {
      known[i] = end;
      if (i === end) break;
      i = this.italicStep(i);
    }
    return end;
  }

  private closesItalic(i: number): boolean {
    const { source } = this;
    return source.charAt(i) === "*" && source.charAt(i - 1) !== " " && !source.startsWith("**", i);
  }

  /** Where the italic walk goes after `i`: past a `**` pair, or to the next character (-1: stop). */
  private italicStep(i: number): number {
    if (this.meter) this.meter.steps += 1;
    if (!this.source.startsWith("**", i)) return i + 1;
    const close = this.find("**", i + 2);
    return close === -1 ? -1 : close + 2;
  }
}

/** Inline markup; an unclosed marker stays literal text. */
export function parseInline(source: string, depth = 0, meter?: WorkMeter): Inline[] {
  const scan = new InlineScanner(source, meter);
  const out: Inline[] = [];
  let textStart = 0;
  const emit = (inline: Inline, at: number) => {
    if (at > textStart) out.push({ type: "text", text: source.slice(textStart, at) });
    out.push(inline);
  };
  let i = 0;
  while (i < source.length) {
    if (meter) meter.steps += 1;
    const char = source.charAt(i);
    if (char === "`") {
      const end = scan.find("`", i + 1);
      if (end > i + 1) {
        emit({ type: "code", text: source.slice(i + 1, end) }, i);
        i = textStart = end + 1;
        continue;
      }
    } else if (char === "*" && source.charAt(i + 1) === "*" && depth < MAX_DEPTH) {
      const end = scan.find("**", i + 2);
      if (end > i + 2) {
        emit(
          { type: "bold", children: parseInline(source.slice(i + 2, end), depth + 1, meter) },
          i,
        );
        i = textStart = end + 2;
        continue;
      }
    } else if (char === "*" && source.charAt(i + 1) !== " " && depth < MAX_DEPTH) {
      const end = scan.italicEndFrom(i + 1);
      if (end > i + 1) {
        emit(
          { type: "italic", children: parseInline(source.slice(i + 1, end), depth + 1, meter) },
          i,
        );
        i = textStart = end + 1;
        continue;
      }
    }
    i += 1;
  }
  if (source.length > textStart) out.push({ type: "text", text: source.slice(textStart) });
  return out;
}

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^\s*[-*]\s+(.*)$/;

/** Blocks, line by line: headings, runs of bullets, and paragraphs separated by blank lines. */
export function parseMarkdown(markdown: string, meter?: WorkMeter): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const closeParagraph = () => {
    if (paragraph.length > 0)
      blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" "), 0, meter) });
    paragraph = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    if (heading?.[1] && heading[2] !== undefined) {
      closeParagraph();
      blocks.push({
        type: "heading",
        level: heading[1].length as 1 | 2 | 3,
        children: parseInline(heading[2].trim(), 0, meter),
      });
    } else if (bullet?.[1] !== undefined) {
      closeParagraph();
      const last = blocks[blocks.length - 1];
      const item = parseInline(bullet[1].trim(), 0, meter);
      if (last?.type === "list") last.items.push(item);
      else blocks.push({ type: "list", items: [item] });
    } else if (line.trim() === "") {
      closeParagraph();
    } else {
      paragraph.push(line.trim());
    }
  }
  closeParagraph();
  return blocks;
}
