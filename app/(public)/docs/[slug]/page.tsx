import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DocArticle } from "@/components/docs/doc-article";
import { DocsSidebar, DocsToc } from "@/components/docs/docs-nav";
import { DOC_SLUGS, docSummaries, loadDoc } from "@/lib/content/docs/pages";

// Every page is built from content/docs at build time; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return DOC_SLUGS.map((slug) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = loadDoc((await params).slug);
  return page ? { title: `${page.title} · Documentation`, description: page.description } : {};
}

export default async function DocPage({ params }: Props) {
  const page = loadDoc((await params).slug);
  if (!page) notFound();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 py-4 md:grid-cols-[12rem_minmax(0,1fr)] md:py-10 xl:grid-cols-[12rem_minmax(0,1fr)_14rem]">
      <DocsSidebar pages={docSummaries()} current={page.slug} />
      <article className="min-w-0">
        <h1 className="mb-4 text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
        <DocsToc
          headings={page.headings}
          className="bg-muted/40 mb-6 rounded-lg border p-4 xl:hidden"
        />
        <DocArticle page={page} />
      </article>
      <DocsToc
        headings={page.headings}
        className="hidden xl:sticky xl:top-20 xl:block xl:self-start"
      />
    </div>
  );
}
