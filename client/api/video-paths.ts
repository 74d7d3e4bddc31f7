/** Client-safe API paths of a video (no server imports). */
export const videoDownloadPath = (videoId: number) => `/api/videos/${videoId}/download`;
export const videoUnlockPath = (videoId: number) => `/api/videos/${videoId}/unlock`;
export const videoCtaClickPath = (videoId: number) => `/api/videos/${videoId}/cta-click`;
export const videoThumbnailPath = (videoId: number) => `/api/videos/${videoId}/thumbnail`;
export const videoSpritePath = (videoId: number) => `/api/videos/${videoId}/sprite`;
export const videoEditPath = (videoId: number) => `/api/videos/${videoId}/edit`;
/** The custom thumbnail limit of PUT /api/videos/{id}/thumbnail, checked before sending. */
export const MAX_THUMBNAIL_UPLOAD_BYTES = 5 * 1024 * 1024;
