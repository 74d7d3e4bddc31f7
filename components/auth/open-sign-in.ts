/** The shell's sign-in dialog listens for this window event. */
export const OPEN_SIGN_IN_EVENT = "demoreel:open-sign-in";

/** `?sign-in=1` opens the sign-in dialog once the page is ready (a click made before that). */
export const SIGN_IN_PARAM = "sign-in";

/** Why the dialog opens, when the place it was asked from changes its pitch (the event's detail). */
export type SignInReason = "comment";

export function openSignIn(reason?: SignInReason): void {
  window.dispatchEvent(new CustomEvent(OPEN_SIGN_IN_EVENT, { detail: reason }));
}
