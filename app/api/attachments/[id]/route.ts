import { answer, success } from "@/lib/api/contract";
import { z } from "zod";
import { handler, idParam } from "@/lib/api/handler";
import { removeStoredImage } from "@/lib/attachments/images";
import { deleteAttachment } from "@/lib/attachments/delete";
import { updateAttachment } from "@/lib/attachments/update";
import { attachmentResponse } from "@/lib/attachments/responses";
import { updateAttachmentSchema } from "@/lib/attachments/schemas";

const params = z.object({ id: idParam });

// PATCH /api/attachments/{id}: the owner edits caption, time pin, or an embed's URL and type
export const PATCH = handler(
  {
    auth: "user",
    params,
    body: updateAttachmentSchema,
    tag: "Attachments",
    summary: "The owner edits caption, time pin, or an embed's URL and type",
    responses: {
      200: answer("The attachment", attachmentResponse),
    },
    errors: [404],
  },
  ({ db, userId, params, body }) =>
    updateAttachment(db, { attachmentId: params.id, userId, input: body }),
);

// DELETE /api/attachments/{id}: the owner deletes an attachment and its stored image
export const DELETE = handler(
  {
    auth: "user",
    params,
    tag: "Attachments",
    summary: "The owner deletes an attachment and its stored image",
    responses: { 200: answer("Deleted", success) },
    errors: [404],
  },
  async ({ db, storage, userId, params }) => {
    const { imageKey } = await deleteAttachment(db, { attachmentId: params.id, userId });
    await removeStoredImage(storage, imageKey);
    return { success: true };
  },
);
