/**
 * What a key does to the player (docs/product/routes-and-screens.md#keyboard-shortcuts), or null
 * for keys it ignores.
 */
export type ShortcutAction =
  "toggle-play" | "back" | "forward" | "toggle-mute" | "toggle-fullscreen";

export const SEEK_STEP_SECONDS = 5;

const TEXT_INPUT = "input, textarea, select, [contenteditable=''], [contenteditable='true']";
// Widgets that use arrow keys themselves (tabs, menus, lists).
const ARROW_WIDGETS = "[role='tablist'], [role='menu'], [role='listbox'], [role='radiogroup']";
const DIALOG = "[role='dialog'], [role='alertdialog'], dialog[open]";

interface KeyLike {
  key: string;
  target: EventTarget | null;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** Shortcuts are ignored in text inputs, in (and while) dialogs, and with modifier keys. */
export function shortcutFor(
  event: KeyLike,
  doc: Document | null = globalThis.document ?? null,
): ShortcutAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TEXT_INPUT) || target?.closest(DIALOG)) return null;
  if (doc?.querySelector(DIALOG)) return null;
  switch (event.key) {
    case " ":
    case "Spacebar":
      // A focused button or link handles Space itself.
      return target?.closest("button, a[href], [role='button']") ? null : "toggle-play";
    case "ArrowRight":
      return target?.closest(ARROW_WIDGETS) ? null : "forward";
    case "ArrowLeft":
      return target?.closest(ARROW_WIDGETS) ? null : "back";
    case "m":
    case "M":
      return "toggle-mute";
    case "f":
    case "F":
      return "toggle-fullscreen";
    default:
      return null;
  }
}
