"use client";

import { embedSrc } from "@/lib/attachments/shared";

/** Sandboxed iframe of a stored embed; anything that fails the host rules never renders. */
export function EmbedFrame({
  type,
  url,
  title,
}: {
  type: string | null;
  url: string | null;
  title: string;
}) {
  const src = embedSrc(type, url);
  // Our own pages never load inside an attachment (it would share our origin with the sandbox lifted).
  const ownOrigin =
    src !== null && typeof window !== "undefined" && new URL(src).origin === window.location.origin;
  if (!src || ownOrigin) return <Unavailable text="Embedded content unavailable" />;
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation allow-forms"
      allow="encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      className="size-full border-0 bg-white"
    />
  );
}

export function Unavailable({ text }: { text: string }) {
  return (
    <div className="bg-muted text-muted-foreground flex size-full items-center justify-center p-4 text-center text-sm">
      {text}
    </div>
  );
}
