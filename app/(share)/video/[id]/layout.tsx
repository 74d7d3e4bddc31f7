import type { ReactNode } from "react";
import { AppShell } from "@/app/_components/app-shell";
import { loadVideoForPage } from "./load-video";

/**
 * The per-request video page's shell: the one of every signed-in page, with the header in the
 * video's workspace branding once the video is open to this viewer (the page's own load, cached
 * for the request).
 */
export default async function VideoLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  const loaded = await loadVideoForPage((await params).id);
  return (
    <AppShell branding={loaded?.lock === "open" ? loaded.branding : null}>{children}</AppShell>
  );
}
