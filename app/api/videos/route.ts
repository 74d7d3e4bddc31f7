import { handler } from "@/lib/api/handler";
import { listVideosForQuery } from "@/lib/search/video-list";
import { videoListQuery } from "@/lib/videos/schemas";

// GET /api/videos: the caller's own videos, newest first ([] when not signed in); with
// ?workspace={wid}[&folder={folderId|root}], that workspace's videos the caller may see (404 to
// non-members); with ?q=, the caller's videos matching it, best first, each with where its
// transcript says it
export const GET = handler({ auth: "viewer", query: videoListQuery }, ({ db, viewerId, query }) =>
  listVideosForQuery(db, viewerId, query),
);
