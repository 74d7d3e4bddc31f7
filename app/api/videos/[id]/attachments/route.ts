import { answer } from "@/lib/api/contract";
import { z } from "zod";
import { handler, idParam, json } from "@/lib/api/handler";
import { resolveUploadedImageKey } from "@/lib/attachments/images";
import { createAttachment } from "@/lib/attachments/create";
import { listAttachments } from "@/lib/attachments/queries";
import { attachmentResponse, attachmentsResponse } from "@/lib/attachments/responses";
import { createAttachmentSchema } from "@/lib/attachments/schemas";

const params = z.object({ id: idParam });

// GET /api/videos/{id}/attachments: the attachments of a video the caller may see, in order
export const GET = handler(
  {
    auth: "viewer",
    params,
    video: "viewer",
    tag: "Attachments",
    summary: "The attachments of a video the caller may see, in order",
    responses: { 200: answer("Attachments", attachmentsResponse) },
    errors: [403, 404, 410],
  },
  ({ db, params }) => listAttachments(db, params.id),
);

// POST /api/videos/{id}/attachments: the owner adds an uploaded image or a checked embed
export const POST = handler(
  {
    auth: "user",
    params,
    body: createAttachmentSchema,
    tag: "Attachments",
    summary: "The owner adds an uploaded image or a checked embed",
    responses: {
      201: answer("The attachment", attachmentResponse),
    },
    errors: [404],
  },
  async ({ db, storage, userId, params, body }) => {
    const attachment = await createAttachment(db, {
      videoId: params.id,
      userId,
      input: body,
      resolveImageKey: (imageUrl) => resolveUploadedImageKey(storage, { userId, imageUrl }),
    });
    return json(attachment, 201);
  },
);
