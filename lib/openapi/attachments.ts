import "server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  createAttachmentSchema,
  updateAttachmentSchema,
  uploadFileQuery,
} from "@/lib/attachments/schemas";
import {
  addRoute,
  bytes,
  idParams,
  json,
  looseArray,
  looseObject,
  success,
  type RouteSpec,
} from "./registry";

const attachment = json(looseObject("The attachment object (docs/api.md)"));

export function registerAttachments(registry: OpenAPIRegistry): void {
  const add = (spec: Omit<RouteSpec, "tag">) => addRoute(registry, { ...spec, tag: "Attachments" });

  add({
    method: "get",
    path: "/api/videos/{id}/attachments",
    summary: "The attachments of a video the caller may see, in order",
    access: "viewer",
    params: idParams,
    ok: { status: 200, description: "Attachments", content: json(looseArray("Attachments")) },
    errors: [403, 404, 410],
  });
  add({
    method: "post",
    path: "/api/videos/{id}/attachments",
    summary: "The owner adds an uploaded image or a checked embed",
    access: "user",
    params: idParams,
    body: { json: createAttachmentSchema },
    ok: { status: 201, description: "The attachment", content: attachment },
    errors: [404],
  });
  add({
    method: "patch",
    path: "/api/attachments/{id}",
    summary: "The owner edits caption, time pin, or an embed's URL and type",
    access: "user",
    params: idParams,
    body: { json: updateAttachmentSchema },
    ok: { status: 200, description: "The attachment", content: attachment },
    errors: [404],
  });
  add({
    method: "delete",
    path: "/api/attachments/{id}",
    summary: "The owner deletes an attachment and its stored image",
    access: "user",
    params: idParams,
    ok: { status: 200, description: "Deleted", content: json(success) },
    errors: [404],
  });
  add({
    method: "post",
    path: "/api/attachments/upload",
    summary: "Upload an attachment image (sniffed, size-limited)",
    access: "user",
    body: {
      other: { "multipart/form-data": { schema: z.object({ file: z.string() }) } },
      description: "multipart/form-data with the image as `file`",
    },
    ok: { status: 201, description: "{ url }", content: json(looseObject("The uploaded image")) },
    errors: [400, 413, 415],
  });
  add({
    method: "get",
    path: "/api/attachments/upload",
    summary: "The caller's own uploaded image, before it is attached",
    access: "user",
    query: uploadFileQuery,
    ok: bytes("image/*", "The image"),
    errors: [404],
  });
  add({
    method: "get",
    path: "/api/attachments/{id}/image",
    summary: "An attachment's image, to those who may watch its video",
    access: "viewer",
    params: idParams,
    ok: bytes("image/*", "The image"),
    errors: [403, 404, 410],
  });
}
