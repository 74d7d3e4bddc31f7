"use client";

import * as React from "react";
import { cn } from "@/lib/utils";

/*
 * shadcn/ui's Avatar (its classes, parts and data-slots) without Radix's: the image lies over the
 * fallback and steps aside if it fails, so no state is shared and no image is preloaded in script.
 * Radix's Avatar cost the share page about 2.5 KB of gzipped script for a picture and initials.
 */

function Avatar({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="avatar"
      className={cn("relative flex size-8 shrink-0 overflow-hidden rounded-full", className)}
      {...props}
    />
  );
}

function AvatarImage({ className, onError, alt = "", ...props }: React.ComponentProps<"img">) {
  const ref = React.useRef<HTMLImageElement>(null);
  const src = typeof props.src === "string" ? props.src : undefined;
  // The address that failed, so another address is tried again.
  const [failedSrc, setFailedSrc] = React.useState<string>();
  // A server-rendered image may have failed before hydration, when no handler was listening.
  React.useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);
  if (!src || failedSrc === src) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a profile picture from the identity provider, at its own address
    <img
      ref={ref}
      alt={alt}
      data-slot="avatar-image"
      className={cn("absolute inset-0 z-10 aspect-square size-full", className)}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}

function AvatarFallback({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="avatar-fallback"
      className={cn(
        "bg-muted text-foreground flex size-full items-center justify-center rounded-full text-xs font-medium",
        className,
      )}
      {...props}
    />
  );
}

export { Avatar, AvatarImage, AvatarFallback };
