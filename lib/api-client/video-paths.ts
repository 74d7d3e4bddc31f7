/** Client-safe API paths of a video (no server imports). */
export const videoDownloadPath = (videoId: number) => `/api/videos/${videoId}/download`;
export const videoUnlockPath = (videoId: number) => `/api/videos/${videoId}/unlock`;
export const videoCtaClickPath = (videoId: number) => `/api/videos/${videoId}/cta-click`;
