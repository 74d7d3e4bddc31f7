import type { Metadata } from "next";
import Link from "next/link";
import { BookOpen } from "lucide-react";
import { ContactSupport } from "@/components/help/contact-support-dialog";
import { QueryProvider } from "@/components/providers/query-provider";
import { HelpCenter } from "@/components/help/help-center";
import { Button } from "@/components/ui/button";
import { docSummaries } from "@/lib/content/docs/pages";

export const metadata: Metadata = {
  title: "Help Center",
  description: "Answers about recording, sharing, plans and troubleshooting in Demoreel.",
};

export default function HelpPage() {
  return (
    <div className="mx-auto w-full max-w-4xl py-4 md:py-10">
      <div className="mb-8 space-y-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Help Center</h1>
        <p className="text-muted-foreground text-lg">
          Find answers about recording, sharing and your plan.
        </p>
      </div>
      <HelpCenter docs={docSummaries()} />
      <section
        aria-labelledby="more-help-heading"
        className="bg-muted/50 mt-12 rounded-xl border p-8 text-center"
      >
        <h2 id="more-help-heading" className="text-xl font-semibold">
          Still need help?
        </h2>
        <p className="text-muted-foreground mt-2">
          Send our team a message and we will reply by email. Pro plans get priority support.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <QueryProvider>
            <ContactSupport />
          </QueryProvider>
          <Button asChild variant="outline">
            <Link href="/docs">
              <BookOpen aria-hidden="true" />
              View Documentation
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
