/**
 * Custom branding (Pro Annual): a workspace's logo and accent colour on its share pages, embeds and
 * emails. Pure, browser-safe.
 */

/** The accent colour's one accepted form. */
export const ACCENT_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const ACCENT_COLOR_MESSAGE = "Enter the accent colour as #rrggbb, for example #1a73e8.";

/** Largest logo upload; the server resizes it to LOGO_BOX. */
export const MAX_LOGO_BYTES = 1024 * 1024;
/** The box a stored logo fits in (a header shows it 40 px tall, so this is sharp at 4x). */
export const LOGO_BOX = { width: 480, height: 160 } as const;
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

/** What members read in workspace settings (PATCH, PUT and DELETE answer it too). */
export type { BrandingResponse } from "./responses";

/** What a share page, embed or email shows: only for workspaces whose plan has customBranding. */
export interface DisplayedBranding {
  workspaceName: string;
  /** Path of the logo (absolute URLs are made where needed, e.g. emails). */
  logoUrl: string | null;
  accentColor: string | null;
  /** Black or white, whichever reads on the accent (WCAG AA, 4.5:1); null without an accent. */
  accentText: string | null;
}

/** `/api/workspaces/{wid}/branding/logo?v=...`: the version is the stored key's own name. */
export function logoPath(workspaceId: number, logoKey: string): string {
  const version =
    logoKey
      .split("/")
      .pop()
      ?.replace(/\.[a-z]+$/, "") ?? "";
  return `/api/workspaces/${workspaceId}/branding/logo?v=${encodeURIComponent(version)}`;
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

export const BLACK = "#000000";
export const WHITE = "#ffffff";

/**
 * The text colour for an accent background: white when it reaches AA (4.5:1), else black when it
 * does, else whichever contrasts more (every colour reaches 4.5:1 with one of the two).
 */
export function readableTextOn(accent: string): typeof BLACK | typeof WHITE {
  const onWhite = contrastRatio(accent, WHITE);
  const onBlack = contrastRatio(accent, BLACK);
  if (onWhite >= 4.5) return WHITE;
  if (onBlack >= 4.5) return BLACK;
  return onWhite >= onBlack ? WHITE : BLACK;
}

export const BRANDING_MESSAGES = {
  role: "Only workspace owners and admins can change the branding",
  notAnImage: "Upload a PNG, JPEG or WebP image as the logo",
  unreadable: "The logo could not be read as an image",
  tooLarge: `Logo too large: the limit is ${MAX_LOGO_BYTES / 1024 / 1024} MB`,
  empty: "Send the logo's bytes as the request body",
} as const;
