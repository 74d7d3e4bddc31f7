"use client";

import { useCallback, useState, useSyncExternalStore } from "react";
import { SwitchField } from "@/components/ui/switch-field";
import type { Visibility } from "@/lib/workspaces/shared";
import {
  initialSaveVisibility,
  loadSaveVisibility,
  rememberSaveVisibility,
} from "@/client/recording/save-visibility";
import { useWorkspaces } from "./workspace-provider";
import { useTeamWorkspace, VisibilityField } from "./visibility-field";

/** Who can watch, as the personal workspace's switch says it beneath the switch. */
const AUDIENCE_HINTS = {
  private: "Only you can watch it.",
  public: "Anyone with the link can watch it.",
} as const;

const noSubscription = () => () => undefined;

/**
 * The remembered choice of `workspaceId` in this browser, read after hydration (the server
 * renders without it, so the first paint never disagrees with the server's HTML).
 */
function useRememberedVisibility(workspaceId: number | undefined): Visibility | null {
  return useSyncExternalStore(
    noSubscription,
    () => loadSaveVisibility(workspaceId),
    () => null,
  );
}

/** The workspace a new video joins: `workspaceId`, or the personal one when it is absent. */
function useTargetWorkspaceId(workspaceId: number | undefined): number | undefined {
  const { workspaces } = useWorkspaces();
  return workspaceId ?? workspaces.find((workspace) => workspace.personal)?.id;
}

/**
 * Who can watch new videos (uploads) of a workspace: the rep's last choice there, as the Save
 * dialog remembers it, until changed here. `remember` stores a choice once it is used.
 */
export function useUploadAudience(workspaceId: number | undefined) {
  const target = useTargetWorkspaceId(workspaceId);
  const team = useTeamWorkspace(target);
  const remembered = useRememberedVisibility(target);
  const [picked, setPicked] = useState<Visibility | null>(null);
  const visibility = picked ?? initialSaveVisibility(remembered, Boolean(team));
  const inTeam = team !== undefined;
  /** The commit's fields: a personal workspace knows only private or shared. */
  const fields = useCallback(
    () =>
      inTeam
        ? { isPrivate: visibility !== "public", visibility }
        : { isPrivate: visibility !== "public" },
    [inTeam, visibility],
  );
  const remember = useCallback(
    () => rememberSaveVisibility(target, visibility),
    [target, visibility],
  );
  return { teamName: team?.name, visibility, pick: setPicked, fields, remember };
}

/**
 * 'Who can watch' for a new video: the team's three choices in a team workspace, else the
 * product's private switch with a line saying who can watch. The Save dialog and the uploads
 * both ask with it.
 */
export function AudienceChoice({
  id,
  teamName,
  value,
  onChange,
  privateLabel,
}: {
  id: string;
  /** The team workspace's name; absent in a personal workspace. */
  teamName: string | undefined;
  value: Visibility;
  onChange: (visibility: Visibility) => void;
  privateLabel: string;
}) {
  if (teamName !== undefined) {
    return <VisibilityField id={id} workspaceName={teamName} value={value} onChange={onChange} />;
  }
  const isPrivate = value !== "public";
  return (
    <div className="grid gap-1">
      <SwitchField
        id={id}
        label={privateLabel}
        checked={isPrivate}
        onCheckedChange={(next) => onChange(next ? "private" : "public")}
        describedBy={`${id}-audience`}
      />
      <p id={`${id}-audience`} className="text-muted-foreground text-xs">
        {isPrivate ? AUDIENCE_HINTS.private : AUDIENCE_HINTS.public}
      </p>
    </div>
  );
}
