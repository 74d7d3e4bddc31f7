/** A video as the REST API answers it; the server's own response type (type-only import). */
export type { VideoResponse } from "@/lib/videos/serialize";

/** The query keys are the REST paths (SPEC.md section 7). */
export const libraryQueryKeys = {
  videos: ["/api/videos"],
  recent: ["/api/videos/recent"],
  favorites: ["/api/favorites"],
  favorite: (videoId: number) => [`/api/favorites/${videoId}`],
  video: (videoId: number) => [`/api/videos/${videoId}`],
} as const;
