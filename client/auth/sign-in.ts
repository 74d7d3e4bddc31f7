import type { authRedirectResponse } from "@/lib/auth/responses";
import { readJson } from "@/client/http/json";
import { AUTH_BASE_PATH, readAuthJson } from "./auth-fetch";
import { sessionChanged } from "./session-store";

export interface SignInResult {
  ok: boolean;
  status: number;
  /** Auth.js's error type, e.g. "CredentialsSignin". */
  error?: string;
  /** The reason a refusal gave, when it gave one. */
  code?: string;
}

/** Posts one of Auth.js's forms (sign-in, sign-out) with its CSRF token; returns the answer. */
async function postAuthForm(
  path: string,
  fields: Record<string, string>,
): Promise<{ response: Response; url: string | null }> {
  const csrf = await readAuthJson("csrf");
  const response = await fetch(`${AUTH_BASE_PATH}/${path}`, {
    method: "POST",
    credentials: "same-origin",
    // Auth.js answers with the URL to go to as JSON instead of redirecting.
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
    body: new URLSearchParams({
      ...fields,
      csrfToken: csrf && "csrfToken" in csrf ? csrf.csrfToken : "",
    }),
  });
  // A failure may answer something else than JSON: then there is nowhere to go.
  const body = await readJson<typeof authRedirectResponse>(response).catch(() => null);
  return { response, url: typeof body?.url === "string" ? body.url : null };
}

/**
 * Signs in with a redirecting provider (OAuth, OIDC): the whole page goes to the provider and
 * comes back to `redirectTo`.
 */
export async function redirectToProvider(providerId: string, redirectTo: string): Promise<void> {
  const { url } = await postAuthForm(`signin/${encodeURIComponent(providerId)}`, {
    callbackUrl: redirectTo,
  });
  window.location.assign(url ?? `${AUTH_BASE_PATH}/signin`);
}

/**
 * Signs in with a form provider (the development sign-in) without leaving the page; the page's
 * session, and the other tabs', follow on success.
 */
export async function signInWithCredentials(
  providerId: string,
  fields: Record<string, string>,
): Promise<SignInResult> {
  const { response, url } = await postAuthForm(`callback/${encodeURIComponent(providerId)}`, {
    ...fields,
    callbackUrl: window.location.href,
  });
  const params = url ? new URL(url, window.location.origin).searchParams : null;
  const error = params?.get("error") ?? (response.ok ? undefined : "Configuration");
  if (response.ok && !error) await sessionChanged();
  return {
    ok: response.ok && !error,
    status: response.status,
    error,
    code: params?.get("code") ?? undefined,
  };
}

/** Signs out without leaving the page; the page's session, and the other tabs', follow. */
export async function signOut(): Promise<void> {
  const { response } = await postAuthForm("signout", { callbackUrl: window.location.href });
  if (!response.ok) throw new Error(`Sign-out failed (${response.status})`);
  await sessionChanged();
}
