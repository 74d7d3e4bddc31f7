/** Dispatch on window to look again for a recording to recover (an error page's "Recover"). */
export const FIND_LEFTOVER_EVENT = "demoreel:find-leftover";

export function findLeftoverAgain(): void {
  window.dispatchEvent(new CustomEvent(FIND_LEFTOVER_EVENT));
}
