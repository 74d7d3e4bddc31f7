"use client";

import { useQuery } from "@tanstack/react-query";
import { ApiRequestError } from "@/client/http/errors";
import { trackedLinksQuery } from "@/client/resources/engagement";
import { workspacePlanQuery } from "@/client/resources/plan";
import { Skeleton } from "@/components/ui/skeleton";
import { featureNeedsPlanMessage } from "@/lib/entitlements/shared";
import { BulkLinksForm } from "./bulk-links-form";
import { TrackedLinkForm } from "./tracked-link-form";
import { TrackedLinksList } from "./tracked-links-list";
import { PlanNeededNote } from "@/components/billing/plan-needed-note";

const WHAT_LINKS_DO =
  "Send each prospect their own link to see who watched, how far, and who clicked. Links never open a private video.";

/**
 * The share dialog's 'Tracked links' tab (the owner's): a link per recipient, each with what they
 * watched and clicked. The video's plan is asked first: without Pro Annual the tab says what links
 * do and which plan has them, and asks nothing the server would refuse.
 */
export function TrackedLinksTab({
  videoId,
  workspaceId,
}: {
  videoId: number;
  workspaceId: number;
}) {
  const plan = useQuery(workspacePlanQuery(workspaceId));
  const allowed = plan.data?.advancedAnalytics === true;
  const links = useQuery({ ...trackedLinksQuery(videoId), enabled: allowed });
  const error = links.error instanceof ApiRequestError ? links.error : null;
  if (plan.isPending) return <Skeleton className="h-16 w-full" />;
  if (plan.isError) return <p className="text-destructive text-sm">Could not load the links.</p>;
  if (!allowed || error?.code === "plan_required") {
    return (
      <div className="flex min-w-0 flex-col gap-3" data-testid="tracked-links-plan-note">
        <p className="text-muted-foreground text-sm">{WHAT_LINKS_DO}</p>
        <PlanNeededNote message={featureNeedsPlanMessage("advancedAnalytics")} />
      </div>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p className="text-muted-foreground text-sm">{WHAT_LINKS_DO}</p>
      <TrackedLinkForm videoId={videoId} />
      <BulkLinksForm videoId={videoId} />
      {links.isPending && <Skeleton className="h-16 w-full" />}
      {links.isError && <p className="text-destructive text-sm">Could not load the links.</p>}
      {links.data && <TrackedLinksList links={links.data} videoId={videoId} />}
    </div>
  );
}
