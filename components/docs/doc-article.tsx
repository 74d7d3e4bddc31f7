import Link from "next/link";
import { Fragment, type ReactNode } from "react";
import type { DocPage } from "@/lib/content/docs/pages";
import { DOC_LINK } from "@/lib/content/docs/shared";
import { renderInline } from "@/lib/content/markdown/render";
import type { Block } from "@/lib/content/markdown/parse";

const LINK_CLASS = "text-primary font-medium underline underline-offset-4 hover:no-underline";

/** Plain text with the guide's `[label](href)` links made links (pages by Link, the rest by <a>). */
function withLinks(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(DOC_LINK)) {
    const [whole, label, href] = match;
    if (!label || !href) continue;
    parts.push(text.slice(last, match.index));
    parts.push(
      href.startsWith("/docs") ? (
        <Link key={match.index} href={href} className={LINK_CLASS}>
          {label}
        </Link>
      ) : (
        <a key={match.index} href={href} className={LINK_CLASS}>
          {label}
        </a>
      ),
    );
    last = match.index + whole.length;
  }
  if (last === 0) return text;
  parts.push(text.slice(last));
  return <>{parts}</>;
}

function renderBlock(block: Block, index: number, anchors: DocPage["anchors"]): ReactNode {
  const inline = (nodes: Parameters<typeof renderInline>[0]) => renderInline(nodes, withLinks);
  switch (block.type) {
    case "heading": {
      const id = anchors.get(index);
      if (block.level === 3) {
        return (
          <h3 key={index} id={id} className="mt-4 scroll-mt-20 text-lg font-semibold">
            {inline(block.children)}
          </h3>
        );
      }
      return (
        <h2 key={index} id={id} className="mt-8 scroll-mt-20 border-b pb-2 text-2xl font-semibold">
          {inline(block.children)}
        </h2>
      );
    }
    case "list":
      return (
        <ul key={index} className="list-disc space-y-2 pl-6">
          {block.items.map((item, j) => (
            <li key={j}>{inline(item)}</li>
          ))}
        </ul>
      );
    case "paragraph":
      return <p key={index}>{inline(block.children)}</p>;
  }
}

/** A user-guide page's body: its sections with anchors the table of contents links to. */
export function DocArticle({ page }: { page: DocPage }) {
  return (
    <div className="flex flex-col gap-4 leading-7 break-words [&_code]:break-all">
      {page.blocks.map((block, index) => (
        <Fragment key={index}>{renderBlock(block, index, page.anchors)}</Fragment>
      ))}
    </div>
  );
}
