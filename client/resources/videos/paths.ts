/**
 * The REST paths of videos, the library lists and favourites: the only place browser code writes
 * them. Plain strings, no React, so server components and the embed's renderer may use them too.
 */
export const videoPaths = {
  list: "/api/videos",
  /** The library searched for `q` (titles, descriptions and what is said). */
  search: (q: string) => `/api/videos?q=${encodeURIComponent(q)}`,
  recent: "/api/videos/recent",
  favorites: "/api/favorites",
  video: (videoId: number) => `/api/videos/${videoId}`,
  favorite: (videoId: number) => `/api/favorites/${videoId}`,
  download: (videoId: number) => `/api/videos/${videoId}/download`,
  unlock: (videoId: number) => `/api/videos/${videoId}/unlock`,
  viewer: (videoId: number) => `/api/videos/${videoId}/viewer`,
  ctaClick: (videoId: number) => `/api/videos/${videoId}/cta-click`,
  badge: (videoId: number) => `/api/videos/${videoId}/badge`,
  badgeClick: (videoId: number) => `/api/videos/${videoId}/badge-click`,
  view: (videoId: number) => `/api/videos/${videoId}/view`,
  open: (videoId: number) => `/api/videos/${videoId}/open`,
  watch: (videoId: number) => `/api/videos/${videoId}/watch`,
  insightsCsv: (videoId: number) => `/api/videos/${videoId}/insights.csv`,
  captions: (videoId: number) => `/api/videos/${videoId}/captions`,
  thumbnail: (videoId: number) => `/api/videos/${videoId}/thumbnail`,
  sprite: (videoId: number) => `/api/videos/${videoId}/sprite`,
  edit: (videoId: number) => `/api/videos/${videoId}/edit`,
  editRevert: (videoId: number) => `/api/videos/${videoId}/edit/revert`,
  /** A new summary written from the transcript. */
  summary: (videoId: number) => `/api/videos/${videoId}/summary`,
  /** The owner's (Pro) proposed cuts: filler words, repeats and pauses. */
  cutProposals: (videoId: number) => `/api/videos/${videoId}/cut-proposals`,
  /** AI enhancement of a video's title or description. */
  enhanceText: "/api/enhance-text",
} as const;

/** The custom thumbnail limit of PUT /api/videos/{id}/thumbnail, checked before sending. */
export const MAX_THUMBNAIL_UPLOAD_BYTES = 5 * 1024 * 1024;
