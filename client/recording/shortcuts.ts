/** Loom's recorder shortcuts: Alt+Shift+L start/stop, Alt+Shift+P pause/resume, Alt+Shift+C cancel. */
export type ShortcutAction = "start-stop" | "pause-resume" | "cancel";

export const SHORTCUTS: Record<ShortcutAction, { code: string; label: string }> = {
  "start-stop": { code: "KeyL", label: "Alt+Shift+L" },
  "pause-resume": { code: "KeyP", label: "Alt+Shift+P" },
  cancel: { code: "KeyC", label: "Alt+Shift+C" },
};

interface KeyLike {
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** The physical key: Alt changes `key` on macOS (Alt+Shift+L is 'Ò'), never `code`. */
  code: string;
}

/** The recorder action a key press means, or null. */
export function shortcutFor(event: KeyLike): ShortcutAction | null {
  if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return null;
  const entry = Object.entries(SHORTCUTS).find(([, s]) => s.code === event.code);
  return entry ? (entry[0] as ShortcutAction) : null;
}
