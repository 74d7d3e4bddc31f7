import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { AppProviders } from "@/components/providers/app-providers";
import { PlayerScript } from "@/components/player/first-tap";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Demoreel", template: "%s · Demoreel" },
  description:
    "Record your screen and camera, then share the video by link or embed, with comments, transcripts and AI documents.",
  applicationName: "Demoreel",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0a0a0a" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-dvh">
        <PlayerScript />
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}
