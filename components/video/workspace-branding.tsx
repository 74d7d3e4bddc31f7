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
 * The workspace's logo at the top of its video page, standing in for ours: the style hides the
 * site header's Demoreel mark while this page shows (server-rendered, so it never flashes).
 */
export function WorkspaceLogo({ branding }: { branding: DisplayedBranding | null | undefined }) {
  if (!branding?.logoUrl) return null;
  return (
    <div className="flex items-center">
      <style>{"[data-site-brand]{display:none!important}"}</style>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small PNG from our own route, cached for ever */}
      <img
        src={branding.logoUrl}
        alt={branding.workspaceName}
        className="h-10 w-auto max-w-[240px] object-contain object-left"
        data-testid="workspace-logo"
      />
    </div>
  );
}
