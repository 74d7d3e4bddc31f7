import type { CSSProperties } from "react";
import type { DisplayedBranding } from "@/lib/branding/shared";

/**
 * The workspace's accent as the page's primary colour, so every primary button, the player's seek
 * bar and the CTA take it, with the text colour chosen for contrast (WCAG AA).
 */
export function brandingStyle(branding: DisplayedBranding | null | undefined) {
  if (!branding?.accentColor || !branding.accentText) return undefined;
  return {
    "--primary": branding.accentColor,
    "--primary-foreground": branding.accentText,
    "--ring": branding.accentColor,
  } as CSSProperties;
}

/**
 * The workspace's logo in the header, where our mark stands on every other page and as tall as
 * it; its name is the link's text for screen readers.
 */
export function WorkspaceLogo({ logoUrl, name }: { logoUrl: string; name: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a small PNG from our own route, cached for ever
    <img
      src={logoUrl}
      alt={name}
      className="h-8 w-auto max-w-40 object-contain object-left"
      data-testid="workspace-logo"
    />
  );
}
