import { getAnonymousId } from "./anonymous-id";
import { apiRequestError } from "./errors";

let signedIn = false;

/** Kept in step with the session by the shell, so signed-out calls carry the anonymous id. */
export function setApiSignedIn(value: boolean): void {
  signedIn = value;
}

/** A failed response becomes an `ApiRequestError` ("{status}: {text or statusText}"). */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw await apiRequestError(response);
}

/**
 * fetch for the app's REST API: JSON content type (unless the body is FormData), cookies
 * included, and `X-User-ID` with the anonymous id while signed out.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const isForm = typeof FormData !== "undefined" && init.body instanceof FormData;
  if (!isForm && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  if (!signedIn && !headers.has("X-User-ID")) {
    const anonymousId = getAnonymousId();
    if (anonymousId) headers.set("X-User-ID", anonymousId);
  }
  return fetch(path, { ...init, headers, credentials: "include" });
}

/** Sends a request (JSON-encoding a plain `json` body), throws on non-OK, returns parsed JSON or null. */
export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  json?: unknown,
): Promise<T> {
  const response = await apiFetch(path, {
    method,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  await throwIfNotOk(response);
  if (response.status === 204) return null as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
