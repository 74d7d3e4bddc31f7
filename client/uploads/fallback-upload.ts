import type { VideoResponse } from "@/lib/videos/responses";
import type { UploadProgress } from "./upload-client";
import { UpgradeRequiredError, UploadHttpError } from "./upload-errors";
import { videoForm, type CommitFields } from "./upload-protocol";

/** The file extension for a recording's MIME type. */
export function extensionFor(mimeType: string): "webm" | "mp4" {
  return mimeType.startsWith("video/mp4") ? "mp4" : "webm";
}

/**
 * The one-request path, POST /api/videos/upload: used when the part upload could not be
 * completed but the whole recording is still in memory. XMLHttpRequest for upload progress.
 */
export function uploadWholeRecording(
  recording: Blob,
  fields: CommitFields,
  thumbnail: Blob | null,
  onProgress: (progress: UploadProgress) => void,
): Promise<VideoResponse> {
  const now = Date.now();
  const form = videoForm(fields);
  if (fields.workspaceId !== undefined) form.append("workspaceId", String(fields.workspaceId));
  form.append("video", recording, `recording-${now}.${extensionFor(recording.type)}`);
  if (thumbnail) form.append("thumbnail", thumbnail, `thumbnail-${now}.png`);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/videos/upload");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) =>
      onProgress({ sentBytes: event.loaded, totalBytes: event.total || recording.size });
    xhr.onerror = () => reject(new UploadHttpError(0, "Network error"));
    xhr.onload = () => {
      let message = xhr.statusText;
      try {
        const body = JSON.parse(xhr.responseText) as VideoResponse & { message?: string };
        if (xhr.status >= 200 && xhr.status < 300) return resolve(body);
        message = body.message ?? message;
      } catch {
        // not JSON
      }
      reject(
        xhr.status === 403
          ? new UpgradeRequiredError(message)
          : new UploadHttpError(xhr.status, message),
      );
    };
    xhr.send(form);
  });
}
