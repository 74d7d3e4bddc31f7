/** Client-safe API paths of a video (no server imports). */
export const videoDownloadPath = (videoId: number) => `/api/videos/${videoId}/download`;
