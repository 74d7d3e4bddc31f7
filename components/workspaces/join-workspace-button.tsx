"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAcceptInvite } from "@/client/resources/workspaces";
import { useWorkspaces } from "@/components/workspace-context/workspace-provider";

/**
 * 'Join {workspace}': accepts the invite for the signed-in user, then opens its library. With
 * `asking` (another account than the invited address) it reads 'Ask to join': the server records
 * a request for an admin, and the page says it waits.
 */
export function JoinWorkspaceButton({
  token,
  workspaceName,
  asking = false,
}: {
  token: string;
  workspaceName: string;
  asking?: boolean;
}) {
  const router = useRouter();
  const { switchTo } = useWorkspaces();
  const join = useAcceptInvite(token, {
    onJoined: ({ workspaceId }) => {
      // The library opens on the workspace just joined.
      switchTo(workspaceId, { stay: true });
      router.push("/home");
      router.refresh();
    },
    onRequested: () => router.refresh(),
  });
  return (
    <Button type="button" disabled={join.isPending} onClick={() => join.mutate()}>
      {join.isPending ? <Spinner /> : null}
      {asking ? `Ask to join ${workspaceName}` : `Join ${workspaceName}`}
    </Button>
  );
}
