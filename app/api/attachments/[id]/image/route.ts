import { z } from "zod";
import { handler, idParam } from "@/lib/api/handler";
import { getAttachmentImageForViewer } from "@/lib/attachments/queries";
import { serveObject } from "@/lib/storage/serve";

const params = z.object({ id: idParam });

// GET /api/attachments/{id}/image: an attachment's image, to those who may see its video
export const GET = handler(
  { auth: "viewer", params },
  async ({ request, db, storage, viewerId, params }) => {
    const { imageKey, isPrivate } = await getAttachmentImageForViewer(db, {
      attachmentId: params.id,
      viewerId,
    });
    return serveObject(request, storage, imageKey, {
      cacheControl: isPrivate ? "private, no-cache" : "public, max-age=300",
      inline: true,
    });
  },
);
