import { ChevronDown } from "lucide-react";
import type { Faq } from "@/lib/content/faq";

interface FaqItemProps {
  faq: Faq;
  /** Open on first render, e.g. while a search is active. */
  initiallyOpen: boolean;
}

export function FaqItem({ faq, initiallyOpen }: FaqItemProps) {
  return (
    <details
      className="group bg-card rounded-lg border [&_summary::-webkit-details-marker]:hidden"
      open={initiallyOpen || undefined}
    >
      <summary className="focus-visible:ring-ring/50 flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-4 py-3 font-medium outline-none focus-visible:ring-[3px]">
        {faq.question}
        <ChevronDown
          className="text-muted-foreground size-4 shrink-0 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <p className="text-muted-foreground px-4 pb-4 text-sm leading-relaxed">{faq.answer}</p>
    </details>
  );
}
