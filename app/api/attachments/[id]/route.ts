import { z } from "zod";
import { handler, idParam } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/caller";
import { removeStoredImage } from "@/lib/attachments/images";
import { deleteAttachment, updateAttachment } from "@/lib/attachments/queries";
import { updateAttachmentSchema } from "@/lib/attachments/schemas";
import { getDb } from "@/db/client";

const params = z.object({ id: idParam });

// PATCH /api/attachments/{id}: the owner edits caption, time pin, or an embed's URL and type
export const PATCH = handler(
  { auth: "viewer", params, body: updateAttachmentSchema },
  async ({ caller, params, body }) =>
    updateAttachment(await getDb(), {
      attachmentId: params.id,
      userId: requireUser(caller),
      input: body,
    }),
);

// DELETE /api/attachments/{id}: the owner deletes an attachment and its stored image
export const DELETE = handler({ auth: "viewer", params }, async ({ caller, params }) => {
  const { imageKey } = await deleteAttachment(await getDb(), {
    attachmentId: params.id,
    userId: requireUser(caller),
  });
  await removeStoredImage(imageKey);
  return { success: true };
});
