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
import {
  addGetAndHead,
  addRoute,
  bytes,
  idParams,
  json,
  looseArray,
  looseObject,
  success,
} from "./registry";

const tag = "Videos";
const video = looseObject("The video object (docs/api.md, 'The video object')");
const videos = looseArray("Video objects, newest first");
/** What every read of one video may answer to someone who may not watch it now. */
const watchErrors = [403, 404, 410];
const noContent = { status: 204, description: "Done" };

export function registerVideos(registry: OpenAPIRegistry): void {
  const add = (spec: Omit<Parameters<typeof addRoute>[1], "tag">) =>
    addRoute(registry, { ...spec, tag });

  add({
    method: "get",
    path: "/api/videos",
    summary: "The caller's own videos ([] when not signed in)",
    access: "viewer",
    ok: { status: 200, description: "Videos", content: json(videos) },
  });
  add({
    method: "get",
    path: "/api/videos/recent",
    summary: "The caller's 10 newest videos",
    access: "viewer",
    ok: { status: 200, description: "Videos", content: json(videos) },
  });
  add({
    method: "get",
    path: "/api/videos/{id}",
    summary: "One video the caller may see",
    description: "Private: owner only, else 404. Expired: 410. Password: 403 until unlocked.",
    access: "viewer",
    params: videoIdParams,
    ok: { status: 200, description: "The video", content: json(video) },
    errors: watchErrors,
  });
  add({
    method: "patch",
    path: "/api/videos/{id}",
    summary: "The owner edits a video",
    access: "user",
    params: videoIdParams,
    body: { json: updateVideoSchema },
    ok: { status: 200, description: "The updated video", content: json(video) },
    errors: [404],
  });
  add({
    method: "delete",
    path: "/api/videos/{id}",
    summary: "The owner deletes a video and everything hanging off it",
    access: "user",
    params: videoIdParams,
    ok: { status: 200, description: "Deleted", content: json(success) },
    errors: [404],
  });
  add({
    method: "post",
    path: "/api/videos/{id}/unlock",
    summary: "Unlock a password-protected video (sets an httpOnly cookie)",
    access: "viewer",
    params: videoIdParams,
    body: { json: unlockSchema },
    ok: noContent,
    errors: [403, 404, 410, 429],
  });
  add({
    method: "post",
    path: "/api/videos/{id}/cta-click",
    summary: "Count a click on the call to action",
    access: "viewer",
    params: videoIdParams,
    ok: noContent,
    errors: [...watchErrors, 429],
  });
  add({
    method: "post",
    path: "/api/videos/{id}/view",
    summary: "Count a view",
    access: "viewer",
    params: videoIdParams,
    ok: { status: 200, description: "The view count", content: json(looseObject("{ views }")) },
    errors: [...watchErrors, 429],
  });
  add({
    method: "post",
    path: "/api/videos/{id}/watch",
    summary: "A player's beacon of what it played",
    access: "viewer",
    params: videoIdParams,
    body: { json: watchBeaconSchema },
    ok: noContent,
    errors: [...watchErrors, 429],
  });
  add({
    method: "get",
    path: "/api/videos/{id}/insights",
    summary: "Views, watch time, retention and viewers (the owner only)",
    access: "viewer",
    params: videoIdParams,
    ok: { status: 200, description: "Insights", content: json(looseObject("Insights")) },
    errors: [404],
  });
  add({
    method: "post",
    path: "/api/videos/upload",
    summary: "Upload a recording in one multipart request",
    access: "user",
    body: {
      description: "multipart/form-data: the `video` file and these text fields",
      other: {
        "multipart/form-data": {
          schema: uploadFieldsSchema.extend({ video: z.string().describe("The recording file") }),
        },
      },
    },
    ok: { status: 201, description: "The new video", content: json(video) },
    errors: [400, 403, 413],
  });
  addGetAndHead(registry, {
    path: "/api/videos/{id}/media/{kind}",
    tag,
    summary: "The video's bytes: the MP4, the original upload or the thumbnail",
    access: "viewer",
    params: mediaParams,
    query: mediaQuery,
    ok: bytes("video/mp4", "The media"),
    errors: watchErrors,
  });
  addGetAndHead(registry, {
    path: "/api/videos/{id}/download",
    tag,
    summary: "The video as an attachment named after its title",
    access: "viewer",
    params: videoIdParams,
    ok: bytes("video/mp4", "The file"),
    errors: watchErrors,
  });
  add({
    method: "put",
    path: "/api/videos/{id}/thumbnail",
    summary: "The owner uploads a thumbnail image or picks a frame",
    access: "user",
    params: videoIdParams,
    body: {
      json: timeBody,
      other: {
        "multipart/form-data": {
          schema: z.object({ image: z.string().describe("PNG, JPEG or WebP, up to 5 MB") }),
        },
      },
    },
    ok: { status: 200, description: "The updated video", content: json(video) },
    errors: [400, 404, 413, 415],
  });
  add({
    method: "get",
    path: "/api/videos/{id}/edit",
    summary: "The owner's view of the video's edit",
    access: "user",
    params: videoIdParams,
    ok: { status: 200, description: "Edit state", content: json(looseObject("Edit state")) },
    errors: [404],
  });
  add({
    method: "post",
    path: "/api/videos/{id}/edit",
    summary: "The owner cuts ranges out; a job renders the new MP4",
    access: "user",
    params: videoIdParams,
    body: { json: editVideoSchema },
    ok: { status: 202, description: "Accepted", content: json(looseObject("Edit state")) },
    errors: [404, 409],
  });
  add({
    method: "post",
    path: "/api/videos/{id}/edit/revert",
    summary: "The owner restores the unedited video",
    access: "user",
    params: videoIdParams,
    ok: { status: 200, description: "Edit state", content: json(looseObject("Edit state")) },
    errors: [404, 409],
  });
  add({
    method: "get",
    path: "/api/videos/{id}/sprite",
    summary: "The owner's timeline strip (JPEG of 24 frames)",
    access: "user",
    params: videoIdParams,
    ok: bytes("image/jpeg", "The strip"),
    errors: [404],
  });
  add({
    method: "get",
    path: "/api/videos/{id}/captions",
    summary: "WebVTT captions from the transcript",
    access: "viewer",
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
  const tag = "Favourites";
  const state = json(z.object({ isFavorite: z.boolean() }));
  addRoute(registry, {
    method: "get",
    path: "/api/favorites",
    tag,
    summary: "The caller's favourited videos ([] when not signed in)",
    access: "viewer",
    ok: { status: 200, description: "Videos", content: json(videos) },
  });
  addRoute(registry, {
    method: "get",
    path: "/api/favorites/{videoId}",
    tag,
    summary: "Whether the caller favourited a video",
    access: "viewer",
    params: favoriteParams,
    ok: { status: 200, description: "State", content: state },
    errors: [404],
  });
  for (const method of ["post", "delete"] as const) {
    addRoute(registry, {
      method,
      path: "/api/favorites/{videoId}",
      tag,
      summary: method === "post" ? "Favourite a visible video" : "Remove the favourite",
      access: "user",
      params: favoriteParams,
      ok: { status: 200, description: "State", content: state },
      errors: [404],
    });
  }
}
