import "server-only";
import { getDb } from "@/db/client";
import { parseWorkspaceCookie } from "./shared";
import { listWorkspaces } from "./queries";
import type { WorkspaceResponse } from "./schemas";

/** What the shell hands the browser so the first paint shows the right workspace. */
export interface InitialWorkspaces {
  workspaces: WorkspaceResponse[];
  rememberedId: number | null;
}

/** The signed-in user's workspaces and the cookie's choice, read while the page renders. */
export async function loadInitialWorkspaces(
  userId: string,
  cookieValue: string | undefined,
): Promise<InitialWorkspaces> {
  return {
    workspaces: await listWorkspaces(await getDb(), userId),
    rememberedId: parseWorkspaceCookie(cookieValue),
  };
}
