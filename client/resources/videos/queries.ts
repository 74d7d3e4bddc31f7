import { queryOptions, type QueryClient, type QueryFilters } from "@tanstack/react-query";
import type { VideoResponse } from "@/lib/videos/responses";
import type { EditState } from "@/lib/videos/edit/responses";
import { videoPaths } from "./paths";

/** The query keys of videos: each is the REST path it reads (the default query function GETs it). */
export const videoKeys = {
  list: [videoPaths.list],
  recent: [videoPaths.recent],
  favorites: [videoPaths.favorites],
  video: (videoId: number) => [videoPaths.video(videoId)],
  favorite: (videoId: number) => [videoPaths.favorite(videoId)],
  edit: (videoId: number) => [videoPaths.edit(videoId)],
} as const;

/** The caller's videos (the dashboard's "All" tab and the recorder's free-plan count). */
export const videosQuery = () => queryOptions<VideoResponse[]>({ queryKey: videoKeys.list });

/** The caller's 10 newest videos. */
export const recentVideosQuery = () =>
  queryOptions<VideoResponse[]>({ queryKey: videoKeys.recent });

export const favoriteVideosQuery = () =>
  queryOptions<VideoResponse[]>({ queryKey: videoKeys.favorites });

export const videoQuery = (videoId: number) =>
  queryOptions<VideoResponse>({ queryKey: videoKeys.video(videoId) });

/** Whether one video is among the caller's favourites. */
export const favoriteStatusQuery = (videoId: number) =>
  queryOptions<{ isFavorite: boolean }>({ queryKey: videoKeys.favorite(videoId) });

/** The owner's trim and cut state of a video. */
export const videoEditQuery = (videoId: number) =>
  queryOptions<EditState>({ queryKey: videoKeys.edit(videoId) });

/** A workspace library's lists (`/api/videos?workspace=...`, any folder). */
const isWorkspaceList = (path: unknown) =>
  typeof path === "string" && path.startsWith(`${videoPaths.list}?workspace=`);

/** The library lists, which refetch after favouriting, deleting or editing a video. */
export const libraryLists: QueryFilters[] = [
  { queryKey: videoKeys.favorites },
  { queryKey: videoKeys.list },
  { queryKey: videoKeys.recent },
  { predicate: ({ queryKey }) => isWorkspaceList(queryKey[0]) },
];

export async function invalidateLibraryLists(queryClient: QueryClient): Promise<void> {
  await Promise.all(libraryLists.map((filters) => queryClient.invalidateQueries(filters)));
}
