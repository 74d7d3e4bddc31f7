"use client";

import { queryOptions } from "@tanstack/react-query";
import { TRY_AGAIN } from "@/client/http/failure-toast";
import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import type { ApiTokenView, CreatedApiToken } from "@/lib/auth/tokens/responses";

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
  return useApiMutation({
    mutationFn: (token: NewToken) => apiRequest<CreatedApiToken>("POST", tokenPaths.list, token),
    onSuccess: ({ token }) => onCreated(token),
    invalidate: [tokenKeys.list],
    failure: { title: "Could not create the token", fallback: TRY_AGAIN },
  });
}

/** Revokes a token; `onRevoked` runs before the toast and the list's refetch. */
export function useRevokeToken(onRevoked: () => void) {
  return useApiMutation({
    mutationFn: (id: string) => apiRequest("DELETE", tokenPaths.token(id)),
    onSuccess: onRevoked,
    success: "Token revoked",
    invalidate: [tokenKeys.list],
    failure: { title: "Could not revoke the token", fallback: TRY_AGAIN },
  });
}
