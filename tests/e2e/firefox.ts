import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";

/**
 * Debian's Firefox ESR for the specs that must see Firefox's own MediaRecorder and WebAudio:
 * Playwright's Firefox build cannot be downloaded here, so puppeteer-core drives the installed one
 * over WebDriver BiDi, headless, with Firefox's fake camera and microphone (no permission prompt).
 */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      "media.navigator.streams.fake": true,
      "media.navigator.permission.disabled": true,
      // The page asks for the camera and microphone again after the preview: no prompt either time.
      "permissions.default.camera": 1,
      "permissions.default.microphone": 1,
    },
  });
}

/**
 * Signs the browser in as a new development user through Auth.js's endpoints, from a page that is
 * not the app (an app page reads its session on load and would replace the CSRF cookie meanwhile).
 */
export async function signInFirefox(page: Page, baseURL: string, name: string): Promise<string> {
  const email = `fira-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  await page.goto(`${baseURL}/api/health`);
  const signedIn = await page.evaluate(
    async (email, name) => {
      const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as {
        csrfToken: string;
      };
      await fetch("/api/auth/callback/dev", {
        method: "POST",
        body: new URLSearchParams({ csrfToken, email, name, callbackUrl: "/" }),
        redirect: "manual",
      });
      const session = (await (await fetch("/api/auth/session")).json()) as {
        user?: { email?: string };
      } | null;
      return session?.user?.email ?? null;
    },
    email,
    name,
  );
  if (signedIn !== email) throw new Error(`dev sign-in in Firefox: no session for ${email}`);
  return email;
}

/** Resolves once the recorder's status pill says `text`. */
export async function waitForPill(page: Page, text: string, timeout = 45_000): Promise<void> {
  await page.waitForFunction(
    (text) =>
      document.querySelector('[aria-label="Recorder"] [role="status"]')?.textContent?.trim() ===
      text,
    { timeout },
    text,
  );
}

/**
 * The enabled control named `name` (its label or text) once React has hydrated it: a click on
 * server-rendered HTML before that does nothing.
 */
export async function hydratedControl(
  page: Page,
  selector: string,
  name: string,
): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (selector, name) =>
      [...document.querySelectorAll<HTMLElement>(selector)].find(
        (element) =>
          (element.getAttribute("aria-label") ?? element.textContent?.trim()) === name &&
          !element.hasAttribute("disabled") &&
          Object.keys(element).some((key) => key.startsWith("__reactProps$")),
      ) ?? null,
    { timeout: 30_000 },
    selector,
    name,
  );
  const element = handle.asElement();
  if (!element) throw new Error(`no ${selector} named "${name}"`);
  return element as ElementHandle<Element>;
}

/** An in-page fetch of the app's JSON API, with the browser's session cookie. */
export function fetchJson<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => (await fetch(path)).json(), path) as Promise<T>;
}
