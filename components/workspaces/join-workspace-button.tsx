"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAcceptInvite } from "@/client/resources/workspaces";
import { useWorkspaces } from "@/components/workspace-context/workspace-provider";

/** 'Join {workspace}': accepts the invite for the signed-in user, then opens its library. */
export function JoinWorkspaceButton({
  token,
  workspaceName,
}: {
  token: string;
  workspaceName: string;
}) {
  const router = useRouter();
  const { switchTo } = useWorkspaces();
  const join = useAcceptInvite(token, ({ workspaceId }) => {
    // The library opens on the workspace just joined.
    switchTo(workspaceId, { stay: true });
    router.push("/home");
    router.refresh();
  });
  return (
    <Button type="button" disabled={join.isPending} onClick={() => join.mutate()}>
      {join.isPending ? <Spinner /> : null}
      Join {workspaceName}
    </Button>
  );
}
