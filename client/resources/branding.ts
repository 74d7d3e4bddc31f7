"use client";

import { queryOptions } from "@tanstack/react-query";
import { apiFetch, apiRequest, throwIfNotOk } from "@/client/http/fetch";
import { readJson } from "@/client/http/json";
import { getQueryFn } from "@/client/http/query-client";
import type { BrandingResponse, brandingResponse } from "@/lib/branding/responses";
import { useWorkspaceAction } from "./workspace-action";

/** The REST paths of a workspace's branding: the only place browser code writes them. */
export const brandingPaths = {
  branding: (wid: number) => `/api/workspaces/${wid}/branding`,
  logo: (wid: number) => `/api/workspaces/${wid}/branding/logo`,
};

export const brandingQuery = (wid: number) =>
  queryOptions<BrandingResponse | null>({
    queryKey: [brandingPaths.branding(wid)],
    queryFn: getQueryFn<BrandingResponse>({ on401: "throw" }),
  });

const refetch = (wid: number) => () => [brandingPaths.branding(wid)];

export function useSetAccent(wid: number) {
  return useWorkspaceAction({
    run: (accentColor: string | null) =>
      apiRequest<BrandingResponse>("PATCH", brandingPaths.branding(wid), { accentColor }),
    done: (_, accent) => (accent ? "Accent colour saved" : "Accent colour removed"),
    failed: "Could not save the accent colour",
    refetch: refetch(wid),
  });
}

/** Sends the file's bytes as they are; the server sniffs, checks and resizes them. */
export function useUploadLogo(wid: number) {
  return useWorkspaceAction({
    run: async (file: File) => {
      const response = await apiFetch(brandingPaths.logo(wid), {
        method: "PUT",
        headers: { "Content-Type": file.type.startsWith("image/") ? file.type : "image/png" },
        body: file,
      });
      await throwIfNotOk(response);
      return readJson<typeof brandingResponse>(response);
    },
    done: () => "Logo uploaded",
    failed: "Could not upload the logo",
    refetch: refetch(wid),
  });
}

export function useRemoveLogo(wid: number) {
  return useWorkspaceAction({
    run: () => apiRequest<BrandingResponse>("DELETE", brandingPaths.logo(wid)),
    done: () => "Logo removed",
    failed: "Could not remove the logo",
    refetch: refetch(wid),
  });
}
