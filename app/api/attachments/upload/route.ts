import { z } from "zod";
import { answer, bytes, multipart } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import { storeUploadedImage } from "@/lib/attachments/images";
import { uploadedImageKey } from "@/lib/attachments/image-upload";
import { uploadedImageResponse } from "@/lib/attachments/responses";
import { uploadFileQuery } from "@/lib/attachments/schemas";
import { serveObject } from "@/lib/storage/serve";

// POST /api/attachments/upload: a signed-in user uploads an attachment image (sniffed, size-limited)
export const POST = handler(
  {
    auth: "user",
    body: "multipart",
    tag: "Attachments",
    summary: "Upload an attachment image (sniffed, size-limited)",
    responses: { 201: answer("The uploaded image", uploadedImageResponse) },
    errors: [400, 413, 415, 429],
    accepts: {
      description: "multipart/form-data with the image as `file`",
      content: multipart(z.object({ file: z.string() })),
    },
  },
  async ({ body, headers, db, storage, userId }) => {
    const declaredFileName = headers.get("x-file-name");
    return json(await storeUploadedImage(db, storage, { userId, body, declaredFileName }), 201);
  },
);

// GET /api/attachments/upload?file=: the caller's own uploaded image, before it is attached
export const GET = handler(
  {
    auth: "user",
    query: uploadFileQuery,
    tag: "Attachments",
    summary: "The caller's own uploaded image, before it is attached",
    responses: { ...bytes("image/*", "The image") },
    errors: [404],
  },
  ({ method, headers, signal, storage, userId, query }) =>
    serveObject({ method, headers, signal }, storage, uploadedImageKey(userId, query.file), {
      cacheControl: "private, no-cache",
      inline: true,
    }),
);
