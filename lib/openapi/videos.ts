import "server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { watchBeaconSchema } from "@/lib/insights/schemas";
import { editVideoSchema } from "@/lib/videos/edit/schemas";
import {
  favoriteParams,
  mediaParams,
  mediaQuery,
  unlockSchema,
  updateVideoSchema,
  uploadFieldsSchema,
  videoIdParams,
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

export function registerVideos(registry: OpenAPIRegistry): void {
  const { get, post, put, patch, del, getAndHead } = routes(registry, "Videos");

  get("/api/videos", "viewer", "The caller's own videos ([] when not signed in)", { ok: videos });
  get("/api/videos/recent", "viewer", "The caller's 10 newest videos", { ok: videos });
  get("/api/videos/{id}", "viewer", "One video the caller may see", {
    description: "Private: owner only, else 404. Expired: 410. Password: 403 until unlocked.",
    params: videoIdParams,
    ok: ok(200, "The video", video),
    errors: watchErrors,
  });
  patch("/api/videos/{id}", "user", "The owner edits a video", {
    ...owned,
    body: { json: updateVideoSchema },
    ok: ok(200, "The updated video", video),
  });
  del("/api/videos/{id}", "user", "The owner deletes a video and everything hanging off it", {
    ...owned,
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
  const insightsSummary = "Views, watch time, retention and viewers (the owner only)";
  get("/api/videos/{id}/insights", "viewer", insightsSummary, {
    ...owned,
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
    errors: [400, 403, 413],
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
