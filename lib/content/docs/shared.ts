/** The user guide's outline and its search (the Help Center searches it in the browser). */
import type { Inline } from "@/lib/content/markdown/parse";

export interface DocHeading {
  /** The anchor: `/docs/{slug}#{id}`. */
  id: string;
  text: string;
  level: 2 | 3;
}

/** A page of the user guide without its body: what the sidebar, the TOC and the search need. */
export interface DocSummary {
  slug: string;
  title: string;
  /** The page's first paragraph, as plain text. */
  description: string;
  headings: DocHeading[];
}

export interface DocSearchResult {
  slug: string;
  title: string;
  /** The page, or the first heading that matched. */
  href: string;
  /** The matching heading's text; absent when the title matched. */
  heading?: string;
}

/**
 * The guide's links, `[label](/path)` or `[label](https://...)`, inside plain text: the light
 * markdown parser leaves them as text (AI documents have no links), the guide's renderer makes them.
 */
export const DOC_LINK = /\[([^\]\n]+)\]\(((?:\/|https:\/\/)[^)\s]*)\)/g;

/** The text of inline markdown without its markers (a link keeps its label). */
export function plainText(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      if ("children" in node) return plainText(node.children);
      return node.type === "text" ? node.text.replace(DOC_LINK, "$1") : node.text;
    })
    .join("");
}

/** "Sharing and privacy" -> "sharing-and-privacy": a heading's anchor. */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

/** Pages whose title or a heading contains the query (ignoring case), in guide order. */
export function searchDocs(docs: readonly DocSummary[], query: string): DocSearchResult[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return docs.flatMap((doc) => {
    const page = `/docs/${doc.slug}`;
    if (doc.title.toLowerCase().includes(needle)) {
      return [{ slug: doc.slug, title: doc.title, href: page }];
    }
    const heading = doc.headings.find((h) => h.text.toLowerCase().includes(needle));
    return heading
      ? [{ slug: doc.slug, title: doc.title, href: `${page}#${heading.id}`, heading: heading.text }]
      : [];
  });
}
