"use client";

import { redirectToProvider } from "@/client/auth/sign-in";
import {
  AUTH_CHANNEL_NAME,
  isPopupMessage,
  markRedirectSignIn,
  POPUP_WINDOW_NAME,
} from "./popup-messages";
import type { PopupMessage } from "./popup-messages";

export type PopupOutcome =
  | { kind: "signed-in" }
  | { kind: "error"; error: string }
  | { kind: "redirecting"; reason: "popup-blocked" | "popup-closed" };

const CLOSED_POLL_MS = 500;
// The popup posts its message and closes itself; give the message time to land first.
const CLOSED_GRACE_MS = 1000;

function openPopup(providerId: string): Window | null {
  const width = 500;
  const height = 650;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const url = `/auth/popup?provider=${encodeURIComponent(providerId)}`;
  return window.open(
    url,
    POPUP_WINDOW_NAME,
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
}

/**
 * Redirect sign-in: the whole page goes to the provider and comes back to `/`, where the shell
 * shows 'Successfully signed in' (AuthStateListener).
 */
export async function redirectSignIn(providerId: string): Promise<void> {
  markRedirectSignIn();
  await redirectToProvider(providerId, "/");
}

/**
 * Sign-in (docs/product/access.md#sign-in): try a popup; when it is blocked or closed before
 * finishing, fall back
 * to a redirect sign-in.
 */
export function signInWithPopup(providerId: string): Promise<PopupOutcome> {
  const popup = openPopup(providerId);
  if (!popup) {
    void redirectSignIn(providerId);
    return Promise.resolve({ kind: "redirecting", reason: "popup-blocked" });
  }
  popup.focus();

  return new Promise<PopupOutcome>((resolve) => {
    let settled = false;
    const channel =
      typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(AUTH_CHANNEL_NAME);

    const finish = (outcome: PopupOutcome) => {
      if (settled) return;
      settled = true;
      window.removeEventListener("message", onWindowMessage);
      channel?.close();
      window.clearInterval(poll);
      resolve(outcome);
    };
    const handle = (message: PopupMessage) => {
      if (message.type === "demoreel:signed-in") finish({ kind: "signed-in" });
      else finish({ kind: "error", error: message.error });
    };
    function onWindowMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || !isPopupMessage(event.data)) return;
      handle(event.data);
    }

    window.addEventListener("message", onWindowMessage);
    channel?.addEventListener("message", (event: MessageEvent) => {
      if (isPopupMessage(event.data)) handle(event.data);
    });
    const poll = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(poll);
      window.setTimeout(() => {
        if (settled) return;
        finish({ kind: "redirecting", reason: "popup-closed" });
        void redirectSignIn(providerId);
      }, CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
  });
}
