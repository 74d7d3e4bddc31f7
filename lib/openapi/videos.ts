import "server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { watchBeaconSchema } from "@/lib/audience/schemas";
import { editVideoSchema } from "@/lib/videos/edit/schemas";
import {
  favoriteParams,
  mediaParams,
  mediaQuery,
  unlockSchema,
  updateVideoSchema,
  uploadFieldsSchema,
  videoIdParams,
  videoListQuery,
} from "@/lib/videos/schemas";
import { timeBody } from "@/lib/videos/thumbnail-input";
import { bytes, deleted, multipart, ok, ownerOnly, routes, watchErrors } from "./registry";
import { idParams, looseArray, looseObject } from "./schemas";

const video = looseObject("The video object (docs/api.md, 'The video object')");
const videos = ok(200, "Videos", looseArray("Video objects, newest first"));
const editState = looseObject("Edit state");
/** The counters a viewer's player calls: they answer like a read, and are rate-limited. */
const countErrors = [...watchErrors, 429];
const done = ok(204, "Done");
const owned = ownerOnly(videoIdParams);
/** The creator, or an owner or admin of the video's workspace; other members get 403. */
const managed = { params: videoIdParams, errors: [403, 404] };

export function registerVideos(registry: OpenAPIRegistry): void {
  const { get, post, put, patch, del, getAndHead } = routes(registry, "Videos");

  get("/api/videos", "viewer", "The caller's own videos, or a workspace's library", {
    description:
      "Without `workspace`: the caller's own videos ([] when not signed in). With `workspace`: " +
      "its workspace and public videos and the caller's own private ones, in `folder` (an id, or " +
      "`root` for no folder); 404 to anyone not a member. With `q` (no `workspace`): the caller's " +
      "videos whose title, description or transcript match, best first, each with " +
      "searchMatch { text, time } (the transcript line that says it, and when) or null.",
    query: videoListQuery,
    ok: videos,
    errors: [400, 404],
  });
  get("/api/videos/recent", "viewer", "The caller's 10 newest videos", { ok: videos });
  get("/api/videos/{id}", "viewer", "One video the caller may see", {
    description:
      "Private: its creator only; workspace: the workspace's members; else 404. Expired: 410. " +
      "Password: 403 until unlocked. Email gate: 403 email_required until an email is given.",
    params: videoIdParams,
    ok: ok(200, "The video", video),
    errors: watchErrors,
  });
  patch("/api/videos/{id}", "user", "Its creator or a workspace admin edits or moves a video", {
    ...managed,
    description:
      "`isPrivate` true/false sets `visibility` private/public. `folderId` must be a folder of " +
      "the workspace the video ends up in (404 folder_not_found); `workspaceId` moves it (a " +
      "creator seat there; clears the folder; `workspace` becomes `private` in a personal " +
      "workspace). `workspace` visibility in a personal workspace: 400 visibility_not_allowed. " +
      "`emailGate` true needs advanced analytics (403 plan_required).",
    body: { json: updateVideoSchema },
    ok: ok(200, "The updated video", video),
  });
  del("/api/videos/{id}", "user", "Its creator or a workspace admin deletes a video", {
    ...managed,
    ok: deleted,
  });

  const unlockSummary = "Unlock a password-protected video (sets an httpOnly cookie)";
  post("/api/videos/{id}/unlock", "viewer", unlockSummary, {
    params: videoIdParams,
    body: { json: unlockSchema },
    ok: done,
    errors: [403, 404, 410, 429, 503],
  });
  post("/api/videos/{id}/cta-click", "viewer", "Count a click on the call to action", {
    params: videoIdParams,
    ok: done,
    errors: countErrors,
  });
  post("/api/videos/{id}/badge-click", "viewer", "Count a click on the free plan's badge", {
    params: videoIdParams,
    ok: done,
    errors: countErrors,
  });
  get("/api/videos/{id}/badge", "viewer", "Whether the video shows 'Made with Demoreel'", {
    params: videoIdParams,
    ok: ok(200, "{ badge }", z.object({ badge: z.boolean() })),
    errors: watchErrors,
  });
  post(
    "/api/videos/{id}/view",
    "viewer",
    "Count a view (never the owner's; once per viewer per 30 minutes)",
    {
      params: videoIdParams,
      ok: ok(200, "The view count", looseObject("{ views }")),
      errors: countErrors,
    },
  );
  post("/api/videos/{id}/watch", "viewer", "A player's beacon of what it played", {
    params: videoIdParams,
    body: { json: watchBeaconSchema },
    ok: done,
    errors: countErrors,
  });
  const insightsSummary = "Views, watch time, retention and viewers (creator and workspace admins)";
  get("/api/videos/{id}/insights", "viewer", insightsSummary, {
    ...managed,
    ok: ok(200, "Insights", looseObject("Insights")),
  });

  post("/api/videos/upload", "user", "Upload a recording in one multipart request", {
    body: {
      description: "multipart/form-data: the `video` file and these text fields",
      other: multipart(
        uploadFieldsSchema.extend({ video: z.string().describe("The recording file") }),
      ),
    },
    ok: ok(201, "The new video", video),
    errors: [400, 403, 404, 413],
  });
  const mediaSummary =
    "The video's bytes: the MP4, the original upload (owner only) or the thumbnail";
  getAndHead("/api/videos/{id}/media/{kind}", "viewer", mediaSummary, {
    params: mediaParams,
    query: mediaQuery,
    // The MP4 once processed, until then the original upload (WebM or MP4); or the thumbnail.
    ok: bytes(["video/*", "image/*"], "The media"),
    errors: watchErrors,
  });
  const downloadSummary = "The video as an attachment named after its title";
  getAndHead("/api/videos/{id}/download", "viewer", downloadSummary, {
    params: videoIdParams,
    // The MP4 once processed, until then the original upload with its own type.
    ok: bytes("video/*", "The file"),
    errors: watchErrors,
  });
  const thumbnail = "The owner uploads a thumbnail image or picks a frame";
  put("/api/videos/{id}/thumbnail", "user", thumbnail, {
    params: videoIdParams,
    body: {
      json: timeBody,
      other: multipart(z.object({ image: z.string().describe("PNG, JPEG or WebP, up to 5 MB") })),
    },
    ok: ok(200, "The updated video", video),
    errors: [400, 404, 413, 415, 429, 503],
  });

  get("/api/videos/{id}/edit", "user", "The owner's view of the video's edit", {
    ...owned,
    ok: ok(200, "Edit state", editState),
  });
  post("/api/videos/{id}/edit", "user", "The owner cuts ranges out; a job renders the new MP4", {
    params: videoIdParams,
    body: { json: editVideoSchema },
    ok: ok(202, "Accepted", editState),
    errors: [404, 409],
  });
  post("/api/videos/{id}/edit/revert", "user", "The owner restores the unedited video", {
    params: videoIdParams,
    ok: ok(200, "Edit state", editState),
    errors: [404, 409],
  });
  get("/api/videos/{id}/sprite", "user", "The owner's timeline strip (JPEG of 24 frames)", {
    ...owned,
    ok: bytes("image/jpeg", "The strip"),
    errors: [404, 429, 503],
  });
  get("/api/videos/{id}/captions", "viewer", "WebVTT captions from the transcript", {
    params: idParams,
    ok: {
      status: 200,
      description: "WebVTT",
      content: { "text/vtt": { schema: { type: "string" } } },
    },
    errors: watchErrors,
  });
  registerFavorites(registry);
}

function registerFavorites(registry: OpenAPIRegistry): void {
  const { get, post, del } = routes(registry, "Favourites");
  const path = "/api/favorites/{videoId}";
  const state = {
    params: favoriteParams,
    ok: ok(200, "State", z.object({ isFavorite: z.boolean() })),
    errors: [404],
  };

  get("/api/favorites", "viewer", "The caller's favourited videos ([] when not signed in)", {
    ok: videos,
  });
  get(path, "viewer", "Whether the caller favourited a video", state);
  post(path, "user", "Favourite a visible video", state);
  del(path, "user", "Remove the favourite", state);
}
