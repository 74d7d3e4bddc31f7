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

/** Leave the workspace (anyone but the owner) or delete it (the owner, once it holds no videos). */
export function DangerCard({ workspace }: { workspace: WorkspaceResponse }) {
  const { data: session } = useSession();
  const selfId = session?.user?.id;
  const router = useRouter();
  const { workspaces, switchTo } = useWorkspaces();
  const [asking, setAsking] = useState<"leave" | "delete" | null>(null);
  const backHome = () => {
    const personal = workspaces.find((candidate) => candidate.personal);
    if (personal) switchTo(personal.id, { stay: true });
    router.push("/");
  };
  const leave = useRemoveMember(workspace.id, selfId, backHome);
  const remove = useDeleteWorkspace(workspace.id, backHome);
  const owner = workspace.role === "owner";
  const pending = leave.isPending || remove.isPending;

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>{owner ? "Delete workspace" : "Leave workspace"}</CardTitle>
        <CardDescription>
          {owner
            ? "Deleting removes its members, invites and folders. Move or delete its videos first; to leave instead, make someone else the owner."
            : `You lose access to ${workspace.name}'s videos until someone invites you again.`}
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
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === "delete" ? `Delete ${workspace.name}?` : `Leave ${workspace.name}?`}
        description={
          asking === "delete" ? "This cannot be undone." : "You can rejoin only with a new invite."
        }
        cancelLabel="Cancel"
        confirmLabel={asking === "delete" ? "Delete" : "Leave"}
        destructive
        busy={pending}
        onConfirm={(event) => {
          event.preventDefault();
          const done = { onSettled: () => setAsking(null) };
          if (asking === "delete") remove.mutate(undefined, done);
          else if (selfId) leave.mutate(selfId, done);
        }}
      />
    </Card>
  );
}
