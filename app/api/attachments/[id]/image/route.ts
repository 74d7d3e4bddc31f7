import { z } from "zod";
import { handler, idParam } from "@/lib/api/handler";
import { getAttachmentImageForViewer } from "@/lib/attachments/queries";
import { getDb } from "@/db/client";
import { getStorage } from "@/lib/storage";
import { serveObject } from "@/lib/storage/serve";
import { viewerIdOf } from "@/lib/videos/library";

const params = z.object({ id: idParam });

// GET /api/attachments/{id}/image: an attachment's image, to those who may see its video
export const GET = handler({ auth: "viewer", params }, async ({ request, caller, params }) => {
  const { imageKey, isPrivate } = await getAttachmentImageForViewer(await getDb(), {
    attachmentId: params.id,
    viewerId: viewerIdOf(caller),
  });
  return serveObject(request, getStorage(), imageKey, {
    cacheControl: isPrivate ? "private, no-cache" : "public, max-age=300",
    inline: true,
  });
});
