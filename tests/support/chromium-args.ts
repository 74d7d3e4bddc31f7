/**
 * What a desktop Chrome on Linux sends. Headless Chromium says "HeadlessChrome", which bot lists
 * (and so the view count: lib/audience/real-viewer.ts) rightly take for a mail scanner; the suite's
 * browsers stand for the people who watch.
 */
export const DESKTOP_CHROME_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** Headless Chromium flags that work on these machines (PLATFORM-NOTES.md), with fake camera, microphone and screen. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
  `--user-agent=${DESKTOP_CHROME_USER_AGENT}`,
];
