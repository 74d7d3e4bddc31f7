/** The recorder's own route: other apps and the Record links open it. */
const RECORD_PATH = "/record";

/**
 * A path on this site to go back to, or "/". Only a same-origin path is accepted: "//host" and
 * "/\host" are read by browsers as another origin, so a crafted link cannot send the user away.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return "/";
  }
  // Control characters (a newline in a header, a tab browsers strip) have no place in a path.
  if (/[\u0000-\u001f\u007f]/.test(value)) return "/";
  // The recorder never returns to itself.
  const pathname = value.split(/[?#]/, 1)[0];
  return pathname === RECORD_PATH ? "/" : value;
}

/** The recorder's URL that comes back to `from` when it is done or cancelled. */
export function recordHref(from: string): string {
  const back = safeReturnPath(from);
  return back === "/" ? RECORD_PATH : `${RECORD_PATH}?from=${encodeURIComponent(back)}`;
}
