"use client";

import { useQuery } from "@tanstack/react-query";
import { ApiRequestError } from "@/client/http/errors";
import { trackedLinksQuery } from "@/client/resources/engagement";
import { Skeleton } from "@/components/ui/skeleton";
import { TrackedLinkForm } from "./tracked-link-form";
import { TrackedLinksList } from "./tracked-links-list";
import { PlanNeededNote } from "@/components/billing/plan-needed-note";

/**
 * The share dialog's 'Tracked links' tab (the owner's): a link per recipient, each with what they
 * watched and clicked. Without Pro Annual it says so and offers 'View Plans'.
 */
export function TrackedLinksTab({ videoId }: { videoId: number }) {
  const links = useQuery(trackedLinksQuery(videoId));
  const error = links.error instanceof ApiRequestError ? links.error : null;
  if (error?.code === "plan_required") {
    return <PlanNeededNote message={error.serverMessage} />;
  }
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p className="text-muted-foreground text-sm">
        Send each prospect their own link to see who watched, how far, and who clicked. Links never
        open a private video.
      </p>
      <TrackedLinkForm videoId={videoId} />
      {links.isPending && <Skeleton className="h-16 w-full" />}
      {links.isError && <p className="text-destructive text-sm">Could not load the links.</p>}
      {links.data && <TrackedLinksList links={links.data} videoId={videoId} />}
    </div>
  );
}
