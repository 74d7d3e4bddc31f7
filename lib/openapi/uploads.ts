import "server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  commitFieldsSchema,
  createSessionSchema,
  partGrantSchema,
  partParams,
  sessionParams,
} from "@/lib/uploads/schemas";
import { multipart, ok, ownerOnly, routes } from "./registry";
import { looseObject } from "./schemas";

const sessionObject = looseObject(
  "The upload session object (docs/api.md, 'The upload session object')",
);
const session = ok(200, "The session", sessionObject);
const video = looseObject("The video object");

export function registerUploads(registry: OpenAPIRegistry): void {
  const { get, post, put, del } = routes(registry, "Upload sessions");

  const open =
    'Open an upload session for a recording, or for a file from the disk (source "upload")';
  post("/api/uploads", "user", open, {
    body: { json: createSessionSchema },
    ok: ok(201, "The session", sessionObject),
    errors: [400, 403, 404, 413, 429],
  });
  const read = "The session and the parts the server has acknowledged";
  get("/api/uploads/{id}", "user", read, { ...ownerOnly(sessionParams), ok: session });
  del("/api/uploads/{id}", "user", "Discard the recording, its parts and the session", {
    params: sessionParams,
    ok: ok(204, "Discarded"),
    errors: [404, 409],
  });

  const putPart = "One part's raw bytes (at most 4 MB); a retry of the same n overwrites it";
  put("/api/uploads/{id}/parts/{n}", "user", putPart, {
    params: partParams,
    body: {
      other: { "application/octet-stream": { schema: { type: "string" } } },
      description: "The part's bytes",
    },
    ok: session,
    errors: [400, 404, 409, 413],
  });
  const grant =
    "A client token or presigned URL (signed for the part's size) to put one part straight into the store";
  post("/api/uploads/{id}/parts/{n}/token", "user", grant, {
    params: partParams,
    body: { json: partGrantSchema },
    ok: ok(200, "Where to send the part", looseObject("Grant")),
    errors: [400, 404, 409, 413],
  });
  const acknowledge = "Acknowledge a part the browser put into the store";
  post("/api/uploads/{id}/parts/{n}/complete", "user", acknowledge, {
    params: partParams,
    ok: session,
    errors: [404, 409, 413],
  });

  const commit = "Save the recording: the Save dialog's fields (and a thumbnail)";
  post("/api/uploads/{id}/commit", "user", commit, {
    params: sessionParams,
    body: {
      json: commitFieldsSchema,
      other: multipart(
        commitFieldsSchema.extend({
          thumbnail: z.string().optional().describe("An image file"),
        }),
      ),
    },
    ok: [
      ok(201, "The new video", video),
      ok(200, "A retried commit: the video already made", video),
    ],
    errors: [400, 403, 404, 409, 413, 415],
  });
}
