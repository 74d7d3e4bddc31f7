import { z } from "zod";
import { handler, idParam } from "@/lib/api/handler";
import { removeStoredImage } from "@/lib/attachments/images";
import { deleteAttachment } from "@/lib/attachments/delete";
import { updateAttachment } from "@/lib/attachments/update";
import { updateAttachmentSchema } from "@/lib/attachments/schemas";

const params = z.object({ id: idParam });

// PATCH /api/attachments/{id}: the owner edits caption, time pin, or an embed's URL and type
export const PATCH = handler(
  { auth: "user", params, body: updateAttachmentSchema },
  ({ db, userId, params, body }) =>
    updateAttachment(db, { attachmentId: params.id, userId, input: body }),
);

// DELETE /api/attachments/{id}: the owner deletes an attachment and its stored image
export const DELETE = handler({ auth: "user", params }, async ({ db, storage, userId, params }) => {
  const { imageKey } = await deleteAttachment(db, { attachmentId: params.id, userId });
  await removeStoredImage(storage, imageKey);
  return { success: true };
});
