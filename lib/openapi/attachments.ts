import "server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  createAttachmentSchema,
  updateAttachmentSchema,
  uploadFileQuery,
} from "@/lib/attachments/schemas";
import { bytes, deleted, multipart, ok, ownerOnly, routes, watchErrors } from "./registry";
import { idParams, looseArray, looseObject } from "./schemas";

const attachment = looseObject("The attachment object (docs/api.md)");
const image = bytes("image/*", "The image");

export function registerAttachments(registry: OpenAPIRegistry): void {
  const { get, post, patch, del } = routes(registry, "Attachments");

  const list = "The attachments of a video the caller may see, in order";
  get("/api/videos/{id}/attachments", "viewer", list, {
    params: idParams,
    ok: ok(200, "Attachments", looseArray("Attachments")),
    errors: watchErrors,
  });
  const add = "The owner adds an uploaded image or a checked embed";
  post("/api/videos/{id}/attachments", "user", add, {
    ...ownerOnly(),
    body: { json: createAttachmentSchema },
    ok: ok(201, "The attachment", attachment),
  });
  const edit = "The owner edits caption, time pin, or an embed's URL and type";
  patch("/api/attachments/{id}", "user", edit, {
    ...ownerOnly(),
    body: { json: updateAttachmentSchema },
    ok: ok(200, "The attachment", attachment),
  });
  del("/api/attachments/{id}", "user", "The owner deletes an attachment and its stored image", {
    ...ownerOnly(),
    ok: deleted,
  });

  post("/api/attachments/upload", "user", "Upload an attachment image (sniffed, size-limited)", {
    body: {
      other: multipart(z.object({ file: z.string() })),
      description: "multipart/form-data with the image as `file`",
    },
    ok: ok(201, "{ url }", looseObject("The uploaded image")),
    errors: [400, 413, 415, 429],
  });
  get("/api/attachments/upload", "user", "The caller's own uploaded image, before it is attached", {
    query: uploadFileQuery,
    ok: image,
    errors: [404],
  });
  const serve = "An attachment's image, to those who may watch its video";
  get("/api/attachments/{id}/image", "viewer", serve, {
    params: idParams,
    ok: image,
    errors: watchErrors,
  });
}
