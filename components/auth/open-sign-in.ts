/** The shell's sign-in dialog listens for this window event. */
export const OPEN_SIGN_IN_EVENT = "demoreel:open-sign-in";

export function openSignIn(): void {
  window.dispatchEvent(new CustomEvent(OPEN_SIGN_IN_EVENT));
}
