/**
 * The light markdown of AI documents (SPEC 3): #, ## and ### headings, '- ' bullets, **bold**,
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

function pushText(out: Inline[], text: string): void {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.type === "text") last.text += text;
  else out.push({ type: "text", text });
}

/** Inline markup; an unclosed marker stays literal text. */
export function parseInline(source: string, depth = 0): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    if (rest.startsWith("`")) {
      const end = source.indexOf("`", i + 1);
      if (end > i + 1) {
        out.push({ type: "code", text: source.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    } else if (rest.startsWith("**") && depth < MAX_DEPTH) {
      const end = source.indexOf("**", i + 2);
      if (end > i + 2) {
        out.push({ type: "bold", children: parseInline(source.slice(i + 2, end), depth + 1) });
        i = end + 2;
        continue;
      }
    } else if (rest.startsWith("*") && !rest.startsWith("* ") && depth < MAX_DEPTH) {
      const end = findItalicEnd(source, i + 1);
      if (end > i + 1) {
        out.push({ type: "italic", children: parseInline(source.slice(i + 1, end), depth + 1) });
        i = end + 1;
        continue;
      }
    }
    pushText(out, source.charAt(i));
    i += 1;
  }
  return out;
}

/** The closing single `*` of an italic span (skipping `**` pairs inside it), or -1. */
function findItalicEnd(source: string, from: number): number {
  for (let i = from; i < source.length; i++) {
    if (source.startsWith("**", i)) {
      const close = source.indexOf("**", i + 2);
      if (close === -1) return -1;
      i = close + 1;
      continue;
    }
    if (source.charAt(i) === "*" && source.charAt(i - 1) !== " ") return i;
  }
  return -1;
}

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^\s*[-*]\s+(.*)$/;

/** Blocks, line by line: headings, runs of bullets, and paragraphs separated by blank lines. */
export function parseMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const closeParagraph = () => {
    if (paragraph.length > 0)
      blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" ")) });
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
        children: parseInline(heading[2].trim()),
      });
    } else if (bullet?.[1] !== undefined) {
      closeParagraph();
      const last = blocks[blocks.length - 1];
      const item = parseInline(bullet[1].trim());
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
