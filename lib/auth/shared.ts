/** What both the server and the browser need of sign-in (no server code; API tokens: tokens/shared.ts). */

/** Sign-in error texts (docs/product/texts-and-errors.md#sign-in). */
export const SIGN_IN_MESSAGES = {
  popupBlocked:
    "Popup was blocked by your browser. Please allow popups for this site or try again.",
  popupClosed: "Authentication popup was closed before completing the sign-in process.",
  cancelled: "Sign-in process was interrupted. Please try again.",
  unauthorizedDomain:
    "This website is not authorized to use Google authentication. Please contact support.",
  disabled: "This account has been disabled. Please contact support.",
  invalidCredentials: "Invalid login credentials. Please try again.",
  tooManyRequests: "Too many unsuccessful login attempts. Please try again later.",
  network: "Network error. Please check your internet connection and try again.",
  unknown: "An unknown error occurred",
  uncodedFallback: "An error occurred during authentication. Please try again.",
} as const;

const BY_CODE: Record<string, string> = {
  "popup-blocked": SIGN_IN_MESSAGES.popupBlocked,
  "popup-closed": SIGN_IN_MESSAGES.popupClosed,
  "popup-closed-by-user": SIGN_IN_MESSAGES.popupClosed,
  cancelled: SIGN_IN_MESSAGES.cancelled,
  "cancelled-popup-request": SIGN_IN_MESSAGES.cancelled,
  "unauthorized-domain": SIGN_IN_MESSAGES.unauthorizedDomain,
  "user-disabled": SIGN_IN_MESSAGES.disabled,
  "user-not-found": SIGN_IN_MESSAGES.invalidCredentials,
  "wrong-password": SIGN_IN_MESSAGES.invalidCredentials,
  "too-many-requests": SIGN_IN_MESSAGES.tooManyRequests,
  network: SIGN_IN_MESSAGES.network,
  "network-request-failed": SIGN_IN_MESSAGES.network,
  // Auth.js error codes, as they arrive in `/?error=<Code>`.
  AccessDenied: SIGN_IN_MESSAGES.disabled,
  CredentialsSignin: SIGN_IN_MESSAGES.invalidCredentials,
  OAuthCallbackError: SIGN_IN_MESSAGES.cancelled,
  OAuthSignInError: SIGN_IN_MESSAGES.network,
};

/** Auth.js codes whose meaning is not the caller's fault, with a readable message for the fallback. */
const AUTHJS_DESCRIPTIONS: Record<string, string> = {
  Configuration: "the sign-in service is not configured correctly",
  Verification: "the sign-in link is no longer valid",
  OAuthAccountNotLinked: "this email is already linked to another sign-in method",
  "dev-account-linked":
    "this email belongs to an account that signs in with another provider. Please use that provider.",
};

/**
 * Maps an error code (Auth.js or the provider-style codes, optionally prefixed "auth/") to the
 * text of the 'Sign-in error' toast. `message` is the error's own message, used for unknown codes.
 */
export function signInErrorMessage(code: string | undefined | null, message?: string): string {
  const trimmed = code?.trim();
  if (!trimmed) return message?.trim() ? message.trim() : SIGN_IN_MESSAGES.unknown;
  const bare = trimmed.replace(/^auth\//u, "");
  const known = BY_CODE[bare];
  if (known) return known;
  const detail = message?.trim() || AUTHJS_DESCRIPTIONS[bare] || bare;
  return `Authentication error: ${detail}`;
}

/** For a thrown value: its `code` when it has one, else its own message, else the generic text. */
export function signInErrorFromUnknown(error: unknown): string {
  if (error && typeof error === "object") {
    const { code, message } = error as { code?: unknown; message?: unknown };
    const text = typeof message === "string" ? message : undefined;
    if (typeof code === "string" && code) return signInErrorMessage(code, text);
    if (text?.trim()) return text.trim();
  }
  return SIGN_IN_MESSAGES.uncodedFallback;
}
/** A sign-in method the dialog offers (no secrets). */
export interface ProviderInfo {
  id: string;
  name: string;
  kind: "oauth" | "dev";
}

/**
 * The sign-in methods of Auth.js's provider list (`{ [id]: { id, name, type } }`), in its order:
 * the credentials provider is the development sign-in, every other one a popup.
 */
export function providersFromList(list: unknown): ProviderInfo[] {
  if (!list || typeof list !== "object") return [];
  return Object.values(list as Record<string, unknown>).flatMap((entry): ProviderInfo[] => {
    if (!entry || typeof entry !== "object") return [];
    const { id, name, type } = entry as Record<string, unknown>;
    if (typeof id !== "string" || typeof name !== "string") return [];
    return [{ id, name, kind: type === "credentials" ? "dev" : "oauth" }];
  });
}

/** What a one-button sign-in prompt says, and the provider it signs in with (null: the dialog). */
export interface SignInPrompt {
  label: string;
  provider: ProviderInfo | null;
}

/**
 * The comment prompt's button: 'Continue with Google' when Google is configured, else the first
 * other popup provider by name, else the development sign-in's dialog. Unknown (still loading,
 * failed, none) is a plain 'Sign in' that opens the dialog, which explains.
 */
export function signInPrompt(providers: readonly ProviderInfo[] | undefined): SignInPrompt {
  const oauth = providers?.filter((p) => p.kind === "oauth") ?? [];
  const provider = oauth.find((p) => p.id === "google") ?? oauth[0];
  if (provider) return { label: `Continue with ${provider.name}`, provider };
  if (providers?.some((p) => p.kind === "dev")) {
    return { label: "Continue with development sign-in", provider: null };
  }
  return { label: "Sign in", provider: null };
}
