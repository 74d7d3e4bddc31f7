"use client";

import { useQuery } from "@tanstack/react-query";
import { Hand } from "lucide-react";
import { recipientQuery } from "@/client/resources/engagement";
import { greetingName } from "@/lib/format/person-name";

/**
 * "Hi Jane" (the first name of the link's recipient) and the owner's note, for a page opened from a
 * tracked link. The share page's HTML is the same for everyone, so the greeting comes from the API
 * once the page runs.
 */
export function RecipientGreeting({ videoId }: { videoId: number }) {
  const { data: greeting } = useQuery(recipientQuery(videoId));
  if (!greeting) return null;
  return (
    <section
      aria-label="Greeting"
      data-testid="recipient-greeting"
      className="bg-muted/50 flex gap-3 rounded-lg border p-3 text-sm"
    >
      <Hand className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-medium">Hi {greetingName(greeting.recipientName)}</p>
        {greeting.note && (
          <p className="text-muted-foreground break-words whitespace-pre-line">{greeting.note}</p>
        )}
      </div>
    </section>
  );
}
