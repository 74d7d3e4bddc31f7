import "server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  commitFieldsSchema,
  createSessionSchema,
  partParams,
  sessionParams,
} from "@/lib/uploads/schemas";
import { addRoute, json, looseObject, type RouteSpec } from "./registry";

const session = looseObject("The upload session object (docs/api.md, 'The upload session object')");
const video = looseObject("The video object");

export function registerUploads(registry: OpenAPIRegistry): void {
  const add = (spec: Omit<RouteSpec, "tag">) =>
    addRoute(registry, { ...spec, tag: "Upload sessions" });

  add({
    method: "post",
    path: "/api/uploads",
    summary: "Open an upload session for a recording",
    access: "user",
    body: { json: createSessionSchema },
    ok: { status: 201, description: "The session", content: json(session) },
    errors: [403, 429],
  });
  add({
    method: "get",
    path: "/api/uploads/{id}",
    summary: "The session and the parts the server has acknowledged",
    access: "user",
    params: sessionParams,
    ok: { status: 200, description: "The session", content: json(session) },
    errors: [404],
  });
  add({
    method: "delete",
    path: "/api/uploads/{id}",
    summary: "Discard the recording, its parts and the session",
    access: "user",
    params: sessionParams,
    ok: { status: 204, description: "Discarded" },
    errors: [404, 409],
  });
  add({
    method: "put",
    path: "/api/uploads/{id}/parts/{n}",
    summary: "One part's raw bytes (at most 4 MB); a retry of the same n overwrites it",
    access: "user",
    params: partParams,
    body: {
      other: { "application/octet-stream": { schema: { type: "string" } } },
      description: "The part's bytes",
    },
    ok: { status: 200, description: "The session", content: json(session) },
    errors: [400, 404, 409, 413],
  });
  add({
    method: "post",
    path: "/api/uploads/{id}/parts/{n}/token",
    summary: "A client token or presigned URL to put one part straight into the store",
    access: "user",
    params: partParams,
    ok: { status: 200, description: "Where to send the part", content: json(looseObject("Grant")) },
    errors: [404, 409],
  });
  add({
    method: "post",
    path: "/api/uploads/{id}/parts/{n}/complete",
    summary: "Acknowledge a part the browser put into the store",
    access: "user",
    params: partParams,
    ok: { status: 200, description: "The session", content: json(session) },
    errors: [404, 409, 413],
  });
  add({
    method: "post",
    path: "/api/uploads/{id}/commit",
    summary: "Save the recording: the Save dialog's fields (and a thumbnail)",
    access: "user",
    params: sessionParams,
    body: {
      json: commitFieldsSchema,
      other: {
        "multipart/form-data": {
          schema: commitFieldsSchema.extend({
            thumbnail: z.string().optional().describe("An image file"),
          }),
        },
      },
    },
    ok: [
      { status: 201, description: "The new video", content: json(video) },
      {
        status: 200,
        description: "A retried commit: the video already made",
        content: json(video),
      },
    ],
    errors: [400, 403, 404, 409, 413, 415],
  });
}
