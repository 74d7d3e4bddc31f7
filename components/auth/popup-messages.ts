/** Messages between the sign-in popup and the page that opened it (same origin only). */
export const POPUP_WINDOW_NAME = "demoreel-sign-in";
export const AUTH_CHANNEL_NAME = "demoreel-auth";

export type PopupMessage =
  { type: "demoreel:signed-in" } | { type: "demoreel:sign-in-error"; error: string };

export function isPopupMessage(value: unknown): value is PopupMessage {
  if (!value || typeof value !== "object") return false;
  const { type, error } = value as { type?: unknown; error?: unknown };
  if (type === "demoreel:signed-in") return true;
  return type === "demoreel:sign-in-error" && typeof error === "string";
}

/**
 * Tells the opener how the popup ended: postMessage to `window.opener` when it survived the
 * provider's pages, and a BroadcastChannel for when a cross-origin-opener policy severed it.
 */
export function notifyOpener(message: PopupMessage): void {
  const origin = window.location.origin;
  try {
    window.opener?.postMessage(message, origin);
  } catch {
    // The opener is gone or cross-origin; the channel below still reaches it.
  }
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
    channel.postMessage(message);
    channel.close();
  }
}

// sessionStorage survives the provider's cross-site pages in the same window (window.name does not).
const POPUP_FLAG_KEY = "demoreel:sign-in-popup";

export function markAsSignInPopup(): void {
  try {
    window.sessionStorage.setItem(POPUP_FLAG_KEY, "1");
  } catch {
    // Storage blocked: the popup then behaves like a normal page on error.
  }
}

/** True in a window that /auth/popup started; clears the mark so it is read once. */
export function takeSignInPopupMark(): boolean {
  try {
    const marked = window.sessionStorage.getItem(POPUP_FLAG_KEY) === "1";
    window.sessionStorage.removeItem(POPUP_FLAG_KEY);
    return marked;
  } catch {
    return false;
  }
}

// Set before a redirect sign-in leaves the page; the shell reads it once the user is back.
const REDIRECT_FLAG_KEY = "demoreel:redirect-sign-in";

export function markRedirectSignIn(): void {
  try {
    window.sessionStorage.setItem(REDIRECT_FLAG_KEY, "1");
  } catch {
    // Storage blocked: the return then goes without the welcome toast.
  }
}

/** True once after a redirect sign-in started in this tab; clears the mark. */
export function takeRedirectSignInMark(): boolean {
  try {
    const marked = window.sessionStorage.getItem(REDIRECT_FLAG_KEY) === "1";
    window.sessionStorage.removeItem(REDIRECT_FLAG_KEY);
    return marked;
  } catch {
    return false;
  }
}
