/**
 * The name (and optional email) a viewer without an account last signed a comment or reaction
 * with, kept in this browser so the next video's form is filled in. The server keeps who the guest
 * is per video in an httpOnly cookie; this is only the form's memory.
 */
export interface GuestSignature {
  guestName: string;
  guestEmail?: string;
}

const KEY = "demoreel-guest";

export function loadGuestSignature(): GuestSignature | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== "object" || !("guestName" in parsed)) return null;
    const { guestName, guestEmail } = parsed as Record<string, unknown>;
    if (typeof guestName !== "string" || !guestName.trim()) return null;
    return { guestName, ...(typeof guestEmail === "string" && guestEmail ? { guestEmail } : {}) };
  } catch {
    return null;
  }
}

export function saveGuestSignature(signature: GuestSignature): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(signature));
  } catch {
    // Private mode or a full store: the form simply starts empty next time.
  }
}
