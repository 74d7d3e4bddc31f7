"use client";

import { apiRequest } from "@/client/http/fetch";
import type { OwnershipOfferResponse, WorkspaceResponse } from "@/lib/workspaces/responses";
import { useWorkspaceAction } from "./workspace-action";
import { workspacePaths } from "./workspaces";

/** What an offer's answer changes: the offer, the members' roles and the caller's workspaces. */
const offerReads = (wid: number) => [
  workspacePaths.ownershipOffer(wid),
  workspacePaths.members(wid),
  workspacePaths.list,
];

/** The owner offers the workspace to an admin; nothing moves until they accept. */
export function useOfferOwnership(wid: number) {
  return useWorkspaceAction({
    run: ({ userId }: { userId: string; name: string }) =>
      apiRequest<OwnershipOfferResponse>("POST", workspacePaths.ownershipOffer(wid), { userId }),
    done: (_, { name }) => `Ownership offered to ${name}`,
    failed: "Could not offer the ownership",
    refetch: () => [workspacePaths.ownershipOffer(wid)],
  });
}

export function useCancelOwnershipOffer(wid: number) {
  return useWorkspaceAction({
    run: () => apiRequest("DELETE", workspacePaths.ownershipOffer(wid)),
    done: () => "Ownership offer cancelled",
    failed: "Could not cancel the offer",
    refetch: () => [workspacePaths.ownershipOffer(wid)],
  });
}

export function useAcceptOwnership(wid: number) {
  return useWorkspaceAction({
    run: () => apiRequest<WorkspaceResponse>("POST", workspacePaths.acceptOwnership(wid)),
    done: (workspace) => `You are now the owner of ${workspace.name}`,
    failed: "Could not accept the ownership",
    refetch: () => offerReads(wid),
  });
}

export function useDeclineOwnership(wid: number) {
  return useWorkspaceAction({
    run: () => apiRequest("POST", workspacePaths.declineOwnership(wid)),
    done: () => "Ownership offer declined",
    failed: "Could not decline the offer",
    refetch: () => offerReads(wid),
  });
}
