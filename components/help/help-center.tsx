"use client";

import { useId, useState } from "react";
import { Search, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FAQS } from "@/lib/content/faq-entries";
import { filterFaqs, groupFaqs } from "@/lib/content/faq-search";
import { FaqItem } from "./faq-item";

/** Searchable FAQ, grouped by category. */
export function HelpCenter() {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const results = filterFaqs(FAQS, query);
  const groups = groupFaqs(results);
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
          {searching ? `${results.length} ${results.length === 1 ? "result" : "results"}` : ""}
        </p>
      </div>

      {groups.length === 0 ? (
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
