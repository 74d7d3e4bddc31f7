/**
 * A browser-side note that this browser had a session. When the session check then comes back
 * empty, the shell asks once more to tell an expired session (silent) from a failed check
 * ('Authentication error', docs/product/texts-and-errors.md#sign-in); signed-out visitors never pay
 * for that second request.
 */
const SIGNED_IN_HINT_KEY = "demoreel:signed-in";

export function rememberSignedIn(): void {
  try {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, "1");
  } catch {
    // Storage blocked: the check below is then simply skipped.
  }
}

export function forgetSignedIn(): void {
  try {
    window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage blocked.
  }
}

export function wasSignedIn(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === "1";
  } catch {
    return false;
  }
}
