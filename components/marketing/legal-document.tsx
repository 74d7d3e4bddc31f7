import { Fragment } from "react";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SUPPORT_EMAIL, type LegalDocument } from "@/lib/content/legal/types";

/** Renders text with the support address turned into a mailto link. */
function WithEmailLinks({ text }: { text: string }) {
  const parts = text.split(SUPPORT_EMAIL);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="text-primary font-medium underline underline-offset-4"
        >
          {SUPPORT_EMAIL}
        </a>
      ) : null}
    </Fragment>
  ));
}

/** A Privacy Policy or Terms of Service page: title, date, numbered sections, link home. */
export function LegalDocumentView({ content }: { content: LegalDocument }) {
  return (
    <article className="mx-auto w-full max-w-3xl py-4 md:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-6">
        <Link href="/">
          <ArrowLeft aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
      <header className="border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{content.title}</h1>
        <p className="text-muted-foreground mt-2 text-sm">Last updated: {content.lastUpdated}</p>
      </header>
      <div className="mt-8 space-y-8 leading-7">
        <p className="text-muted-foreground">{content.intro}</p>
        {content.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-20 space-y-3"
          >
            <h2 id={`${section.id}-heading`} className="text-xl font-semibold tracking-tight">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-muted-foreground">
                <WithEmailLinks text={paragraph} />
              </p>
            ))}
            {section.items ? (
              <ul className="text-muted-foreground list-disc space-y-2 pl-6">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </article>
  );
}
