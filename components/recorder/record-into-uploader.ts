import type { MediaSession } from "@/client/recording/media-session";
import { EARLY_THUMBNAIL_AFTER_MS, captureEarlyThumbnail } from "@/client/recording/thumbnail";
import type { RecordingUploader } from "@/client/uploads";

/**
 * Starts recording `session` into the uploader; once the chunks hold the thumbnail's frame, that
 * frame is taken into `earlyThumbnail` (see thumbnailAtStop).
 */
export function recordIntoUploader(
  session: MediaSession,
  uploader: RecordingUploader,
  earlyThumbnail: { current: Promise<Blob | null> | null },
): void {
  earlyThumbnail.current = null;
  session.record((chunk, ms) => {
    uploader.addChunk(chunk, ms);
    const soFar = !earlyThumbnail.current && ms >= EARLY_THUMBNAIL_AFTER_MS;
    if (soFar) earlyThumbnail.current = captureEarlyThumbnail(session.recordedSoFar());
  });
}
