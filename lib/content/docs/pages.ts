import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseMarkdown, type Block } from "@/lib/content/markdown/parse";
import { headingId, plainText, type DocHeading, type DocSummary } from "./shared";

/** The user guide's pages in reading order; each is `content/docs/{slug}.md`. */
export const DOC_SLUGS = [
  "getting-started",
  "recording",
  "editing",
  "sharing-and-privacy",
  "workspaces",
  "analytics-and-notifications",
  "webhooks-and-slack",
  "rest-api",
  "self-hosting",
] as const;

export interface DocPage extends DocSummary {
  /** The body after the title, headings included. */
  blocks: Block[];
  /** Each heading block's anchor, by block index. */
  anchors: ReadonlyMap<number, string>;
}

const DOCS_DIR = path.join(process.cwd(), "content", "docs");

/**
 * One page, parsed: `# Title`, a first paragraph that describes it, then `##`/`###` sections.
 * Read when pages are prerendered (the build), never per request.
 */
export function loadDoc(slug: string): DocPage | null {
  if (!(DOC_SLUGS as readonly string[]).includes(slug)) return null;
  const blocks = parseMarkdown(readFileSync(path.join(DOCS_DIR, `${slug}.md`), "utf8"));
  const [first, ...body] = blocks;
  if (first?.type !== "heading" || first.level !== 1) {
    throw new Error(`content/docs/${slug}.md must start with a "# Title" line`);
  }
  const intro = body.find((block) => block.type === "paragraph");
  const headings: DocHeading[] = [];
  const anchors = new Map<number, string>();
  const used = new Set<string>();
  body.forEach((block, index) => {
    if (block.type !== "heading" || block.level === 1) return;
    const text = plainText(block.children);
    let id = headingId(text);
    for (let n = 2; used.has(id); n += 1) id = `${headingId(text)}-${n}`;
    used.add(id);
    anchors.set(index, id);
    headings.push({ id, text, level: block.level });
  });
  return {
    slug,
    title: plainText(first.children),
    description: intro?.type === "paragraph" ? plainText(intro.children) : "",
    headings,
    blocks: body,
    anchors,
  };
}

/** Every page, in reading order. */
export function loadDocs(): DocPage[] {
  return DOC_SLUGS.map((slug) => {
    const page = loadDoc(slug);
    if (!page) throw new Error(`content/docs/${slug}.md is missing`);
    return page;
  });
}

/** The outline of every page (no bodies), for the sidebar and the Help Center's search. */
export function docSummaries(): DocSummary[] {
  return loadDocs().map(({ slug, title, description, headings }) => ({
    slug,
    title,
    description,
    headings,
  }));
}
