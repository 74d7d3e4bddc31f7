import { Fragment, type ReactNode } from "react";
import { parseMarkdown, type Block, type Inline } from "./parse";

/**
 * React elements only (text is escaped by React): markup in the source can never become HTML.
 * `text` renders plain text (the user guide turns its own `[label](href)` links into links there).
 */
export function renderInline(
  nodes: Inline[],
  text: (value: string) => ReactNode = (value) => value,
): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case "text":
        return <Fragment key={i}>{text(node.text)}</Fragment>;
      case "code":
        return (
          <code key={i} className="bg-muted rounded px-1 py-0.5 font-mono text-[0.85em]">
            {node.text}
          </code>
        );
      case "bold":
        return <strong key={i}>{renderInline(node.children, text)}</strong>;
      case "italic":
        return <em key={i}>{renderInline(node.children, text)}</em>;
    }
  });
}

const HEADING_CLASS = {
  1: "text-xl font-bold",
  2: "text-lg font-semibold",
  3: "text-base font-semibold",
} as const;

function renderBlock(block: Block, i: number): ReactNode {
  switch (block.type) {
    case "heading": {
      const Tag = (["h2", "h3", "h4"] as const)[block.level - 1] ?? "h4";
      return (
        <Tag key={i} className={HEADING_CLASS[block.level]}>
          {renderInline(block.children)}
        </Tag>
      );
    }
    case "list":
      return (
        <ul key={i} className="list-disc space-y-1 pl-5">
          {block.items.map((item, j) => (
            <li key={j}>{renderInline(item)}</li>
          ))}
        </ul>
      );
    case "paragraph":
      return <p key={i}>{renderInline(block.children)}</p>;
  }
}

/** The light markdown of an AI document as React elements (headings shift down one level: the page has the h1). */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className ?? "flex flex-col gap-3 text-sm leading-relaxed"}>
      {parseMarkdown(source).map(renderBlock)}
    </div>
  );
}
