"use client";

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "@/client/http/errors";
import { apiRequest } from "@/client/http/fetch";
import { toast } from "@/client/toast/use-toast";
import type { ApiTokenView } from "@/lib/auth/tokens/shared";

/** The REST paths of API tokens: the only place browser code writes them. */
export const tokenPaths = {
  list: "/api/tokens",
  token: (id: string) => `/api/tokens/${id}`,
};

export const tokenKeys = {
  list: [tokenPaths.list],
};

export const apiTokensQuery = () => queryOptions<ApiTokenView[]>({ queryKey: tokenKeys.list });

interface NewToken {
  name: string;
  scope: ApiTokenView["scope"];
  expiresAt: string | null;
}

/** Creates a token; `onCreated` gets it (it is shown once), then the list refetches. */
export function useCreateToken(onCreated: (token: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: NewToken) => apiRequest<{ token: string }>("POST", tokenPaths.list, token),
    onSuccess: ({ token }) => {
      onCreated(token);
      void queryClient.invalidateQueries({ queryKey: tokenKeys.list });
    },
    onError: (error) =>
      toast({
        title: "Could not create the token",
        description: serverMessage(error) ?? "Please try again.",
        variant: "destructive",
      }),
  });
}

/** Revokes a token; `onRevoked` runs before the toast and the list's refetch. */
export function useRevokeToken(onRevoked: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", tokenPaths.token(id)),
    onSuccess: async () => {
      onRevoked();
      toast({ title: "Token revoked" });
      await queryClient.invalidateQueries({ queryKey: tokenKeys.list });
    },
    onError: (error) =>
      toast({
        title: "Could not revoke the token",
        description: serverMessage(error) ?? "Please try again.",
        variant: "destructive",
      }),
  });
}
