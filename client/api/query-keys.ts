/**
 * Every TanStack Query key of the app. A key is the REST path it reads
 * (docs/product/limits-and-constants.md#data-fetching): the default query function GETs the key's
 * first element.
 */
export const queryKeys = {
  videos: ["/api/videos"],
  recentVideos: ["/api/videos/recent"],
  favorites: ["/api/favorites"],
  subscriptionStatus: ["/api/subscription/status"],
  usage: ["/api/usage"],
  apiTokens: ["/api/tokens"],
  emailPreferences: ["/api/settings/notifications"],
  video: (videoId: number) => [`/api/videos/${videoId}`],
  favorite: (videoId: number) => [`/api/favorites/${videoId}`],
  comments: (videoId: number) => [`/api/videos/${videoId}/comments`],
  attachments: (videoId: number) => [`/api/videos/${videoId}/attachments`],
  aiDocuments: (videoId: number) => [`/api/videos/${videoId}/ai-documents`],
  videoEdit: (videoId: number) => [`/api/videos/${videoId}/edit`],
} as const;

/** The cached lists that belong to whoever is signed in (docs/product/access.md#sign-in). */
const USER_SCOPED_PATHS: readonly string[] = [
  queryKeys.videos,
  queryKeys.recentVideos,
  queryKeys.favorites,
  queryKeys.subscriptionStatus,
  queryKeys.usage,
  queryKeys.apiTokens,
  queryKeys.emailPreferences,
].map(([path]) => path);

/** Each video's favourite flag sits under the favourites list's path. */
const FAVORITE_PATH_PREFIX = `${queryKeys.favorites[0]}/`;

export function isUserScopedQueryKey(queryKey: readonly unknown[]): boolean {
  const path = queryKey[0];
  if (typeof path !== "string") return false;
  return USER_SCOPED_PATHS.includes(path) || path.startsWith(FAVORITE_PATH_PREFIX);
}
