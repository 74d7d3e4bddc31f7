import { z } from "zod";
import { handler, idParam, json } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/caller";
import { resolveUploadedImageKey } from "@/lib/attachments/images";
import { createAttachment, listAttachmentsForViewer } from "@/lib/attachments/queries";
import { createAttachmentSchema } from "@/lib/attachments/schemas";
import { getDb } from "@/db/client";
import { viewerIdOf } from "@/lib/videos/library";

const params = z.object({ id: idParam });

// GET /api/videos/{id}/attachments: the attachments of a video the caller may see, in order
export const GET = handler({ auth: "viewer", params }, async ({ caller, params }) =>
  listAttachmentsForViewer(await getDb(), { videoId: params.id, viewerId: viewerIdOf(caller) }),
);

// POST /api/videos/{id}/attachments: the owner adds an uploaded image or a checked embed
export const POST = handler(
  { auth: "viewer", params, body: createAttachmentSchema },
  async ({ caller, params, body }) => {
    const userId = requireUser(caller);
    const attachment = await createAttachment(await getDb(), {
      videoId: params.id,
      userId,
      input: body,
      resolveImageKey: (imageUrl) => resolveUploadedImageKey(userId, imageUrl),
    });
    return json(attachment, 201);
  },
);
