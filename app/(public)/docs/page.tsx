import type { Metadata } from "next";
import Link from "next/link";
import { DocsSidebar } from "@/components/docs/docs-nav";
import { docSummaries } from "@/lib/content/docs/pages";

export const metadata: Metadata = {
  title: "Documentation",
  description:
    "The Demoreel user guide: recording, editing, sharing, workspaces, branding, analytics, webhooks and Slack, the API and self-hosting.",
};

export default function DocsIndexPage() {
  const pages = docSummaries();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 py-4 md:grid-cols-[12rem_minmax(0,1fr)] md:py-10">
      <DocsSidebar pages={pages} />
      <div className="min-w-0">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Documentation</h1>
        <p className="text-muted-foreground mt-3 text-lg">
          Everything Demoreel does, page by page. Looking for a quick answer? Try the{" "}
          <Link href="/help" className="text-primary underline underline-offset-4">
            Help Center
          </Link>
          .
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {pages.map((page) => (
            <li key={page.slug}>
              <Link
                href={`/docs/${page.slug}`}
                className="bg-card hover:bg-muted/50 focus-visible:ring-ring block h-full rounded-xl border p-5 focus-visible:ring-2 focus-visible:outline-none"
              >
                <h2 className="font-semibold">{page.title}</h2>
                <p className="text-muted-foreground mt-1 text-sm">{page.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
