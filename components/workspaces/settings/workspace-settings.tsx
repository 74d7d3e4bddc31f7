"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { isAdmin } from "../roles";
import { useWorkspaces } from "@/components/workspace-context/workspace-provider";
import { BrandingCard } from "./branding-card";
import { DangerCard } from "./danger-card";
import { GeneralCard } from "./general-card";
import { InvitesCard } from "./invites-card";
import { MembersCard } from "./members-card";
import { OwnershipCard } from "./ownership-card";
import { WebhooksCard } from "./webhooks-card";

/**
 * The current workspace's settings: name, branding, webhooks, members, invites, leave or delete (a
 * personal workspace has only its branding and webhooks).
 */
export function WorkspaceSettings() {
  const { current } = useWorkspaces();
  if (!current) return <Skeleton className="h-40 w-full" />;
  const branding = isAdmin(current.role) && (
    <BrandingCard key={`branding-${current.id}`} workspaceId={current.id} />
  );
  const webhooks = <WebhooksCard key={`webhooks-${current.id}`} workspace={current} />;
  if (current.personal) {
    return (
      <div className="space-y-6">
        <p className="text-muted-foreground">
          {current.name} is your personal workspace: only you are in it. To work with a team, choose
          Create workspace in your account menu, then invite people here.
        </p>
        {branding}
        {webhooks}
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {/* Keyed so a switch starts the forms from the new workspace. */}
      <GeneralCard key={`general-${current.id}`} workspace={current} />
      {branding}
      {webhooks}
      <MembersCard workspace={current} />
      {isAdmin(current.role) && (
        <OwnershipCard key={`ownership-${current.id}`} workspace={current} />
      )}
      {isAdmin(current.role) && <InvitesCard key={`invites-${current.id}`} workspace={current} />}
      <DangerCard workspace={current} />
    </div>
  );
}
