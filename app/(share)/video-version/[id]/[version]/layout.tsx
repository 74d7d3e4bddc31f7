import type { ReactNode } from "react";
import { SiteShell } from "@/app/_components/site-shell";
import { loadSharedVideo } from "./load-shared-video";

/**
 * The shared video page's shell, built with the page: the same for everyone (the session loads in
 * the browser), with the header in the video's workspace branding. No error page of its own: each
 * is a script chunk of its own on the page, and this page's script is held to its budget; a
 * failure here shows the root's error page.
 */
export default async function SharedVideoLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string; version: string }>;
}) {
  const loaded = await loadSharedVideo((await params).id);
  return (
    <SiteShell session={undefined} branding={loaded?.branding ?? null}>
      {children}
    </SiteShell>
  );
}
