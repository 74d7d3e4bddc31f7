import { z } from "zod";
import { videoList, videoResponse } from "@/lib/videos/responses";

/**
 * The answers of `GET /api/videos` (docs/api.md#get-apivideos): the library, or with `q` the
 * search's results. A plain module (zod only): the browser code imports its types.
 */

export const searchMatch = z
  .strictObject({
    text: z.string().describe("The transcript line that says one of the words"),
    time: z.number().describe("The second the word starts (open /video/{id}?t={time})"),
  })
  .describe("Where the transcript says what was searched for");

/** A search result: the video, and where its transcript says it (null: the title or description). */
export const videoSearchResult = videoResponse.extend({
  searchMatch: searchMatch
    .nullable()
    .describe("Where the transcript says it; null when only the title or description matched"),
});

/** Without `q`: video objects, newest first; with it, search results, best first. */
export const videoListOrSearch = z
  .union([videoList, z.array(videoSearchResult).describe("With q: search results, best first")])
  .describe("Video objects, newest first; with q, search results (each with searchMatch)");
