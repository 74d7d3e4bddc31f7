import type { Video } from "@/db/schema";
import { forbidden } from "@/lib/errors";

export const DOWNLOADS_OFF = "Downloads are turned off for this video";

/** The owner can always download; anyone else only while the owner allows it. */
export function assertMayDownload(
  video: Pick<Video, "userId" | "allowDownload">,
  viewerId: string | null,
): void {
  if (video.userId !== viewerId && !video.allowDownload)
    throw forbidden(DOWNLOADS_OFF, "downloads_disabled");
}
