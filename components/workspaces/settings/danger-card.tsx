"use client";

import { useSession } from "@/client/auth/use-session";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useDeleteWorkspace, useRemoveMember } from "@/client/resources/workspace-actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { WorkspaceResponse } from "@/lib/workspaces/responses";
import { useWorkspaces } from "@/components/workspace-context/workspace-provider";

const videos = (count: number) => `${count} ${count === 1 ? "video" : "videos"}`;

/**
 * Leave the workspace (anyone but the owner; their videos stay with the team) or delete it (the
 * owner). Deleting a workspace that holds videos asks again, naming how many it deletes: the
 * server answers the number to confirm, and deletes only once that number is sent back.
 */
export function DangerCard({ workspace }: { workspace: WorkspaceResponse }) {
  const { data: session } = useSession();
  const selfId = session?.user?.id;
  const router = useRouter();
  const { workspaces, switchTo } = useWorkspaces();
  const [asking, setAsking] = useState<"leave" | "delete" | null>(null);
  const [videoCount, setVideoCount] = useState(0);
  const backHome = () => {
    const personal = workspaces.find((candidate) => candidate.personal);
    if (personal) switchTo(personal.id, { stay: true });
    router.push("/");
  };
  const leave = useRemoveMember(workspace.id, selfId, backHome);
  const remove = useDeleteWorkspace(workspace.id, {
    onDeleted: backHome,
    onVideoCount: setVideoCount,
  });
  const owner = workspace.role === "owner";
  const pending = leave.isPending || remove.isPending;
  const close = () => {
    setAsking(null);
    setVideoCount(0);
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>{owner ? "Delete workspace" : "Leave workspace"}</CardTitle>
        <CardDescription>
          {owner
            ? "Deleting removes its members, invites, folders and videos. To leave instead, offer the ownership to an admin."
            : `You lose access to ${workspace.name}'s videos until someone invites you again. Your videos in it stay there and pass to its owner.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          type="button"
          variant="destructive"
          onClick={() => setAsking(owner ? "delete" : "leave")}
        >
          {owner ? "Delete workspace" : "Leave workspace"}
        </Button>
      </CardContent>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && close()}
        title={asking === "delete" ? `Delete ${workspace.name}?` : `Leave ${workspace.name}?`}
        description={
          asking === "leave"
            ? "You can rejoin only with a new invite. Your videos stay in the workspace."
            : videoCount > 0
              ? `${workspace.name} holds ${videos(videoCount)}. Deleting it deletes ${videoCount === 1 ? "it" : "them"} too, and their links stop working for everyone. This cannot be undone.`
              : "This cannot be undone."
        }
        cancelLabel="Cancel"
        confirmLabel={
          asking === "leave"
            ? "Leave"
            : videoCount > 0
              ? `Delete workspace and ${videos(videoCount)}`
              : "Delete"
        }
        destructive
        busy={pending}
        onConfirm={(event) => {
          event.preventDefault();
          if (asking === "delete") remove.mutate(videoCount, { onSuccess: close });
          else if (selfId) leave.mutate({ userId: selfId }, { onSettled: close });
        }}
      />
    </Card>
  );
}
