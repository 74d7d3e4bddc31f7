import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { videoListOrSearch } from "@/lib/search/responses";
import { listVideosForQuery } from "@/lib/search/video-list";
import { videoListQuery } from "@/lib/videos/schemas";

// GET /api/videos: the caller's own videos, newest first ([] when not signed in); with
// ?workspace={wid}[&folder={folderId|root}], that workspace's videos the caller may see (404 to
// non-members); with ?q=, the caller's videos matching it, best first, each with where its
// transcript says it
export const GET = handler(
  {
    auth: "viewer",
    query: videoListQuery,
    tag: "Videos",
    summary: "The caller's own videos, or a workspace's library",
    description:
      "Without `workspace`: the caller's own videos ([] when not signed in). With " +
      "`workspace`: its workspace and public videos and the caller's own private ones, in " +
      "`folder` (an id, or `root` for no folder); 404 to anyone not a member. With `q` (no " +
      "`workspace`): the caller's videos whose title, description or transcript match, best " +
      "first, each with searchMatch { text, time } (the transcript line that says it, and " +
      "when) or null.",
    responses: { 200: answer("Videos", videoListOrSearch) },
    errors: [404],
  },
  ({ db, viewerId, query }) => listVideosForQuery(db, viewerId, query),
);
