import { VISIBILITIES, type Visibility } from "@/lib/workspaces/shared";

/**
 * Who can watch a new recording, as the rep last chose it in the Save dialog: remembered per
 * workspace in this browser, so a rep who sends every demo to prospects picks "Anyone with the
 * link" once, while the same rep's team workspace keeps its own habit.
 */
export const SAVE_VISIBILITY_KEY_PREFIX = "demoreel-save-visibility:";

const keyFor = (workspaceId: number) => `${SAVE_VISIBILITY_KEY_PREFIX}${workspaceId}`;

/** A stored value, if it is one of the visibilities. */
export function parseSaveVisibility(raw: string | null): Visibility | null {
  return VISIBILITIES.find((visibility) => visibility === raw) ?? null;
}

/**
 * What the dialog starts with: the remembered choice, else private in a personal workspace
 * (recordings start private) and the members in a team one. A personal workspace has no members
 * to share with, so a remembered "workspace" reads as private there.
 */
export function initialSaveVisibility(remembered: Visibility | null, team: boolean): Visibility {
  if (!team) return remembered === "public" ? "public" : "private";
  return remembered ?? "workspace";
}

export function loadSaveVisibility(workspaceId: number | undefined): Visibility | null {
  if (workspaceId === undefined || typeof window === "undefined") return null;
  try {
    return parseSaveVisibility(window.localStorage.getItem(keyFor(workspaceId)));
  } catch {
    return null;
  }
}

export function rememberSaveVisibility(workspaceId: number | undefined, visibility: Visibility) {
  if (workspaceId === undefined) return;
  try {
    window.localStorage.setItem(keyFor(workspaceId), visibility);
  } catch {
    // Private mode or a full quota: the dialog starts from the default next time.
  }
}
