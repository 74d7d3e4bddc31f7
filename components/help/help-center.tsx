"use client";

import { useId, useState } from "react";
import Link from "next/link";
import { BookOpen, Search, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FAQS } from "@/lib/content/faq-entries";
import { filterFaqs, groupFaqs } from "@/lib/content/faq-search";
import { searchDocs, type DocSearchResult, type DocSummary } from "@/lib/content/docs/shared";
import { FaqItem } from "./faq-item";

/** Searchable FAQ, grouped by category; a search also finds the user guide's pages. */
export function HelpCenter({ docs }: { docs: readonly DocSummary[] }) {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const results = filterFaqs(FAQS, query);
  const groups = groupFaqs(results);
  const docResults = searchDocs(docs, query);
  const count = results.length + docResults.length;
  const searching = query.trim() !== "";

  return (
    <div className="space-y-10">
      <div role="search" className="mx-auto max-w-2xl space-y-2">
        <Label htmlFor={inputId} className="sr-only">
          Search for help...
        </Label>
        <div className="relative flex items-center gap-2">
          <Search
            className="text-muted-foreground pointer-events-none absolute left-3 size-4"
            aria-hidden="true"
          />
          <Input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search for help..."
            aria-label="Search help articles"
            className="h-11 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
            autoComplete="off"
          />
          {query !== "" ? (
            <Button type="button" variant="outline" className="h-11" onClick={() => setQuery("")}>
              <X aria-hidden="true" />
              Clear
            </Button>
          ) : null}
        </div>
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {searching ? `${count} ${count === 1 ? "result" : "results"}` : ""}
        </p>
      </div>

      {docResults.length > 0 ? <DocResults results={docResults} /> : null}
      {groups.length === 0 && docResults.length === 0 ? (
        <div className="bg-card rounded-xl border p-10 text-center">
          <p className="font-medium">No results found for &quot;{query.trim()}&quot;</p>
          <p className="text-muted-foreground mt-1 text-sm">
            Try another word, or contact support below.
          </p>
        </div>
      ) : (
        groups.map((group) => (
          <section
            key={group.id}
            id={group.id}
            aria-labelledby={`${group.id}-heading`}
            className="scroll-mt-20 space-y-3"
          >
            <h2 id={`${group.id}-heading`} className="text-xl font-semibold">
              {group.title}
            </h2>
            <div className="space-y-2">
              {group.faqs.map((faq) => (
                <FaqItem
                  key={`${faq.id}-${searching ? "search" : "browse"}`}
                  faq={faq}
                  initiallyOpen={searching}
                />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}

/** The guide's pages (or sections) whose title or heading matched the search. */
function DocResults({ results }: { results: DocSearchResult[] }) {
  return (
    <section aria-labelledby="docs-results-heading" className="space-y-3">
      <h2 id="docs-results-heading" className="text-xl font-semibold">
        Documentation
      </h2>
      <ul className="space-y-2">
        {results.map((result) => (
          <li key={result.slug}>
            <Link
              href={result.href}
              className="bg-card hover:bg-muted/50 focus-visible:ring-ring flex items-start gap-3 rounded-lg border p-4 focus-visible:ring-2 focus-visible:outline-none"
            >
              <BookOpen
                className="text-muted-foreground mt-0.5 size-4 shrink-0"
                aria-hidden="true"
              />
              <span>
                <span className="font-medium">{result.title}</span>
                {result.heading ? (
                  <span className="text-muted-foreground block text-sm">{result.heading}</span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
