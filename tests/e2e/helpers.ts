import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/**
 * Resolves to the locator once React has hydrated its element. A server-rendered control can be
 * clicked before its page's script has run, and that click does nothing; a busy machine makes the
 * window seconds long.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith("__reactProps$")),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  return locator;
}

/**
 * How long a sign-in may take to show its toast: a server round trip, a redirect and a fresh
 * render, with two test workers and three servers on two cores.
 */
export const SIGN_IN_WAIT = { timeout: 20_000 };

type DevUser = { name: string; email: string };

function newDevUser(name: string, email?: string): DevUser {
  return {
    name,
    email: email ?? `dana-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`,
  };
}

/**
 * Signs in through the development provider's dialog, as a user would: the landing page, its
 * hydrated Sign in button, the form and the toast. The specs about signing in use this one.
 */
export async function signInThroughDialog(page: Page, name = "Dana Demo", email?: string) {
  const user = newDevUser(name, email);
  await page.goto("/");
  await (
    await hydrated(page.getByRole("button", { name: "Sign in", exact: true }).first())
  ).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Name").fill(user.name);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Successfully signed in").first()).toBeVisible(SIGN_IN_WAIT);
  await expect(page.getByRole("heading", { name: "My Recordings" })).toBeVisible(SIGN_IN_WAIT);
  return user;
}

/**
 * Signs a request context in as a development user through Auth.js's own endpoints (the CSRF
 * token, then the dev provider's callback), the requests the sign-in dialog makes: the context
 * keeps the session cookie. No browser, so a busy machine's hydration can't stall it.
 */
export async function signInThroughApi(
  api: APIRequestContext,
  email: string,
  name: string,
): Promise<void> {
  const { csrfToken } = (await (await api.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const callback = await api.post("/api/auth/callback/dev", {
    form: { csrfToken, email, name, callbackUrl: "/" },
    maxRedirects: 0,
  });
  if (callback.status() !== 302) throw new Error(`dev sign-in: ${callback.status()}`);
  // Auth.js answers a refused sign-in (a CSRF token that is not the cookie's) with a 302 as well,
  // to its sign-in or error page.
  const location = callback.headers().location ?? "";
  if (/\/api\/auth\/(signin|error)/.test(location)) {
    throw new Error(`dev sign-in refused: ${location}`);
  }
  const session = (await (await api.get("/api/auth/session")).json()) as {
    user?: { email?: string };
  } | null;
  if (session?.user?.email !== email) throw new Error(`dev sign-in: no session for ${email}`);
}

/**
 * Signs a page in over HTTP (signInThroughApi on its context) and opens the dashboard, where the
 * dialog's sign-in ends too. Most specs only need a signed-in user; waiting for the landing page to
 * hydrate, a dialog and a toast cost each of them seconds on a busy machine.
 */
export async function signInAsDev(page: Page, name = "Dana Demo", email?: string) {
  const user = newDevUser(name, email);
  // A page of the app reads its session on load, and that read sets a CSRF cookie of its own. Made
  // while the API signs in, it would replace the cookie whose token the sign-in sends, and Auth.js
  // would refuse it; so no page of the context is left open on the app meanwhile.
  if (page.url() !== "about:blank") await page.goto("about:blank");
  await signInThroughApi(page.request, user.email, user.name);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "My Recordings" })).toBeVisible(SIGN_IN_WAIT);
  return user;
}

/** Uploads a WebM file as a public video through the upload API (201 expected). */
export async function uploadPublicWebm(
  page: Page,
  clip: { file: string; name: string; title: string; duration: number },
  endpoint = "/api/videos/upload",
): Promise<{ id: number; videoUrl: string }> {
  const response = await page.request.post(endpoint, {
    multipart: {
      title: clip.title,
      description: "",
      isPrivate: "false",
      duration: String(clip.duration),
      video: { name: clip.name, mimeType: "video/webm", buffer: readFileSync(clip.file) },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; videoUrl: string };
}
