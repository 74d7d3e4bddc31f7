import Link from "next/link";
import type { DocHeading, DocSummary } from "@/lib/content/docs/shared";
import { cn } from "@/lib/utils";

/** The guide's pages: a wrapping row of links on a phone, a column beside the page from md up. */
export function DocsSidebar({
  pages,
  current,
}: {
  pages: readonly Pick<DocSummary, "slug" | "title">[];
  current?: string;
}) {
  return (
    <nav aria-label="Documentation pages" className="md:sticky md:top-20 md:self-start">
      <p className="text-muted-foreground mb-2 text-xs font-semibold tracking-wide uppercase">
        <Link href="/docs" className="hover:text-foreground">
          Documentation
        </Link>
      </p>
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {pages.map((page) => (
          <li key={page.slug}>
            <Link
              href={`/docs/${page.slug}`}
              aria-current={page.slug === current ? "page" : undefined}
              className={cn(
                "hover:bg-muted block rounded-md px-2 py-1.5 text-sm",
                page.slug === current
                  ? "bg-muted text-foreground font-medium"
                  : "text-muted-foreground",
              )}
            >
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 'On this page': the page's headings, each a link to its anchor. */
export function DocsToc({ headings, className }: { headings: DocHeading[]; className?: string }) {
  if (headings.length === 0) return null;
  return (
    <nav aria-label="On this page" className={className}>
      <p className="mb-2 text-sm font-semibold">On this page</p>
      <ul className="space-y-1 text-sm">
        {headings.map((heading) => (
          <li key={heading.id} className={heading.level === 3 ? "pl-3" : undefined}>
            <a
              href={`#${heading.id}`}
              className="text-muted-foreground hover:text-foreground block py-0.5"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
