"use client";

import { useApproveJoinRequest, useDenyJoinRequest } from "@/client/resources/workspace-actions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { InviteResponse } from "@/lib/workspaces/responses";
import { memberName } from "./member-name";

/**
 * An invite another account asked to join with (not the address it was sent to): it shows as
 * awaiting approval, and an admin approves (that account joins) or denies (the invite waits again
 * for its address).
 */
export function JoinRequest({
  workspaceId,
  invite,
}: {
  workspaceId: number;
  invite: InviteResponse;
}) {
  const approve = useApproveJoinRequest(workspaceId);
  const deny = useDenyJoinRequest(workspaceId);
  if (!invite.requestedBy) return null;
  const name = memberName(invite.requestedBy);
  const asker =
    invite.requestedBy.email && invite.requestedBy.email !== name
      ? `${name} (${invite.requestedBy.email})`
      : name;
  const busy = approve.isPending || deny.isPending;
  return (
    <div className="bg-muted/50 flex flex-wrap items-center gap-2 rounded-md px-2 py-1.5">
      <Badge variant="secondary">Awaiting approval</Badge>
      <span className="min-w-0 flex-1 truncate">{asker} asked to join with this invite.</span>
      <Button
        type="button"
        size="sm"
        disabled={busy}
        aria-label={`Approve ${asker}`}
        onClick={() => approve.mutate({ inviteId: invite.id, name })}
      >
        Approve
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={`Deny ${asker}`}
        onClick={() => deny.mutate({ inviteId: invite.id, name })}
      >
        Deny
      </Button>
    </div>
  );
}
