/** How long to wait for the new page before running anyway (a navigation that never lands). */
const MAX_WAIT_MS = 5_000;
const CHECK_EVERY_MS = 50;

/** Runs `run` once the browser shows `pathname` (or after MAX_WAIT_MS). */
export function afterNavigationTo(pathname: string, run: () => void): void {
  const started = Date.now();
  const check = () => {
    if (window.location.pathname === pathname || Date.now() - started > MAX_WAIT_MS) run();
    else setTimeout(check, CHECK_EVERY_MS);
  };
  check();
}
