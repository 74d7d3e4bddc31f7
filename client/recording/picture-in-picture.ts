/**
 * Document Picture-in-Picture (Chromium 116+): a small always-on-top window the recorder's
 * floating controls render into. Not in TypeScript's DOM types yet, hence the local shape.
 */
interface DocumentPictureInPicture {
  requestWindow(options?: { width?: number; height?: number }): Promise<Window>;
  window: Window | null;
}

export const FLOATING_WINDOW_SIZE = { width: 240, height: 300 } as const;

function api(): DocumentPictureInPicture | null {
  if (typeof window === "undefined") return null;
  const candidate = (window as Window & { documentPictureInPicture?: DocumentPictureInPicture })
    .documentPictureInPicture;
  return candidate ?? null;
}

export const floatingWindowSupported = () => api() !== null;

/** Copies the page's styles into the floating window so the same Tailwind classes apply. */
function copyStyles(target: Document): void {
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      const style = target.createElement("style");
      style.textContent = Array.from(sheet.cssRules, (rule) => rule.cssText).join("\n");
      target.head.appendChild(style);
    } catch {
      // A cross-origin sheet cannot be read: link it instead.
      if (!sheet.href) continue;
      const link = target.createElement("link");
      link.rel = "stylesheet";
      link.href = sheet.href;
      target.head.appendChild(link);
    }
  }
  target.documentElement.className = document.documentElement.className;
}

/**
 * Opens the floating window (it needs a user activation: call it from a click or key press, or
 * right after one). Null where unsupported or refused; the recorder tab's controls remain.
 */
export async function openFloatingWindow(): Promise<Window | null> {
  const pip = api();
  if (!pip) return null;
  try {
    const floating = pip.window ?? (await pip.requestWindow(FLOATING_WINDOW_SIZE));
    copyStyles(floating.document);
    floating.document.title = "Demoreel Recorder";
    return floating;
  } catch {
    return null;
  }
}
