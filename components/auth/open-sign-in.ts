/** The shell's sign-in dialog listens for this window event. */
export const OPEN_SIGN_IN_EVENT = "demoreel:open-sign-in";

/** `?sign-in=1` opens the sign-in dialog once the page is ready (a click made before that). */
export const SIGN_IN_PARAM = "sign-in";

export function openSignIn(): void {
  window.dispatchEvent(new CustomEvent(OPEN_SIGN_IN_EVENT));
}
