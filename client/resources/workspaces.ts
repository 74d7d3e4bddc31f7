"use client";

import { useMutation } from "@tanstack/react-query";
import { serverMessage } from "@/client/http/errors";
import { apiRequest } from "@/client/http/fetch";
import { toast } from "@/client/toast/use-toast";

/** The REST paths of workspaces: the only place browser code writes them. */
export const workspacePaths = {
  accept: (token: string) => `/api/invites/${encodeURIComponent(token)}/accept`,
};

/** Accepts an invite; `onJoined` runs once the caller is a member. */
export function useAcceptInvite(token: string, onJoined: () => void) {
  return useMutation({
    mutationFn: () => apiRequest<{ workspaceName: string }>("POST", workspacePaths.accept(token)),
    onSuccess: ({ workspaceName }) => {
      toast({ title: `You joined ${workspaceName}` });
      onJoined();
    },
    onError: (error) =>
      toast({
        title: "Could not join the workspace",
        description: serverMessage(error) ?? "Please try again.",
        variant: "destructive",
      }),
  });
}
