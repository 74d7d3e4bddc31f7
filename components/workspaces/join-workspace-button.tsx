"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAcceptInvite } from "@/client/resources/workspaces";

/** 'Join {workspace}': accepts the invite for the signed-in user, then opens the library. */
export function JoinWorkspaceButton({
  token,
  workspaceName,
}: {
  token: string;
  workspaceName: string;
}) {
  const router = useRouter();
  const join = useAcceptInvite(token, () => {
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
