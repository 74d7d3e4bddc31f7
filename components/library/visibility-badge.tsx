"use client";

import { Globe, Lock, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";
import { useWorkspaces } from "@/components/workspace-context/workspace-provider";
import { cn } from "@/lib/utils";
import { visibilityOf, type VideoPlacement } from "@/lib/workspaces/shared";

/** What each state means, said the same way wherever the badge stands. */
const MEANING = {
  private: "Only you can watch this video",
  workspace: (workspace: string) => `Members of ${workspace} can watch this video`,
  shared: "Anyone with the link can watch this video",
} as const;

/**
 * The Private / Team / shared badge. Cards say 'Shared' and the video page 'Public' (both words
 * stay), so the two share the icon and the tooltip that says what they mean. The badge takes focus
 * so the tooltip opens from the keyboard too; it sits above a card's stretched link.
 */
export function VisibilityBadge({
  video,
  sharedLabel,
  className,
}: {
  video: { isPrivate: boolean } & VideoPlacement;
  /** 'Shared' on cards, 'Public' on the video page. */
  sharedLabel: "Shared" | "Public";
  className?: string;
}) {
  const { workspaces } = useWorkspaces();
  const visibility = visibilityOf(video);
  const workspaceName =
    workspaces.find((workspace) => workspace.id === video.workspaceId)?.name ?? "the workspace";
  const { Icon, label, meaning } = {
    private: { Icon: Lock, label: "Private", meaning: MEANING.private },
    workspace: { Icon: Users, label: "Team", meaning: MEANING.workspace(workspaceName) },
    public: { Icon: Globe, label: sharedLabel, meaning: MEANING.shared },
  }[visibility];
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <Badge
            tabIndex={0}
            data-testid="visibility-badge"
            data-visibility={visibility}
            variant={visibility === "public" ? "outline" : "secondary"}
            className={cn("relative z-10 cursor-default", className)}
          >
            <Icon aria-hidden />
            {label}
          </Badge>
        </TooltipTrigger>
        <TooltipContent>{meaning}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
