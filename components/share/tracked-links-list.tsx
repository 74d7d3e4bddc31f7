"use client";

import { Check, Copy, MousePointerClick } from "lucide-react";
import { toast } from "@/client/toast/use-toast";
import { CopyForEmailButton } from "./copy-for-email";
import { copyToClipboard, showCopyFailed } from "./copy-video-link";
import { useRevokeTrackedLink } from "@/client/resources/tracked-link-mutations";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PercentBar } from "@/components/ui/percent-bar";
import type { TrackedLinkSummary } from "@/lib/audience/responses";
import { formatRelativeDate } from "@/lib/format/relative-date";

/** A recipient as the owner knows them: "Jane (Acme)". */
const recipientLabel = (link: Pick<TrackedLinkSummary, "recipientName" | "company">) =>
  link.company ? `${link.recipientName} (${link.company})` : link.recipientName;

/** Copies a tracked link again (its token is kept sealed for this). */
function CopyLinkAgain({ url, who }: { url: string; who: string }) {
  const copy = async () => {
    if (await copyToClipboard(url)) toast({ title: "Copied!" });
    else showCopyFailed();
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => void copy()}
      aria-label={`Copy the link for ${who}`}
    >
      <Copy className="size-4" aria-hidden />
      Copy link
    </Button>
  );
}

function LinkRow({ link, videoId }: { link: TrackedLinkSummary; videoId: number }) {
  const revoke = useRevokeTrackedLink(videoId);
  const who = recipientLabel(link);
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3" data-testid="tracked-link-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 truncate font-medium">{who}</span>
        {link.revokedAt ? (
          <Badge variant="secondary">Revoked</Badge>
        ) : (
          <div className="flex flex-wrap gap-2">
            {link.url && <CopyLinkAgain url={link.url} who={who} />}
            {link.url && <CopyForEmailButton videoId={videoId} linkId={link.id} size="sm" />}
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(link.id)}
              aria-label={`Revoke the link for ${who}`}
            >
              Revoke
            </Button>
          </div>
        )}
      </div>
      <PercentBar role="meter" label={`${who} watched`} percent={link.percentWatched} />
      <p className="text-muted-foreground flex flex-wrap gap-x-3 gap-y-1 text-xs">
        <span>
          {link.views} {link.views === 1 ? "view" : "views"}
        </span>
        <span>{link.percentWatched}% watched</span>
        {link.completed && (
          <span className="flex items-center gap-1">
            <Check className="size-3" aria-hidden /> Completed
          </span>
        )}
        {link.ctaClicked && (
          <span className="flex items-center gap-1">
            <MousePointerClick className="size-3" aria-hidden /> Clicked the call to action
          </span>
        )}
        {link.views === 0 && link.opens > 0 && (
          <span>Opened {link.opens === 1 ? "once" : `${link.opens} times`}, not played</span>
        )}
        <span>
          {link.lastViewedAt
            ? `Last seen ${formatRelativeDate(link.lastViewedAt)}`
            : link.opens > 0
              ? "No view yet"
              : "Not opened yet"}
        </span>
      </p>
    </li>
  );
}

/** The owner's tracked links, newest first, with what each recipient did. */
export function TrackedLinksList({
  links,
  videoId,
}: {
  links: TrackedLinkSummary[];
  videoId: number;
}) {
  if (links.length === 0) {
    return <p className="text-muted-foreground text-sm">No tracked links yet.</p>;
  }
  return (
    <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto" aria-label="Tracked links">
      {links.map((link) => (
        <LinkRow key={link.id} link={link} videoId={videoId} />
      ))}
    </ul>
  );
}
