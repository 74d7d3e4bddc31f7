/** The shell's sign-in dialog listens for this window event. */
export const OPEN_SIGN_IN_EVENT = "demoreel:open-sign-in";

/** `?sign-in=1` opens the sign-in dialog once the page is ready (a click made before that). */
export const SIGN_IN_PARAM = "sign-in";

/** Why the dialog opens, when the place it was asked from changes its pitch (the comments). */
export type SignInReason = "comment";

let lastReason: SignInReason | undefined;

/**
 * Why `openSignIn` last opened the dialog: the dialog reads it when it opens and drops it when it
 * closes, so an opening from anywhere else (the header, the recorder) has the general pitch. Kept
 * here, not in the shell's state, so pages carry no code for it until the dialog loads.
 */
export const signInReason = {
  get: () => lastReason,
  clear: () => {
    lastReason = undefined;
  },
};

export function openSignIn(reason?: SignInReason): void {
  lastReason = reason;
  window.dispatchEvent(new CustomEvent(OPEN_SIGN_IN_EVENT));
}
