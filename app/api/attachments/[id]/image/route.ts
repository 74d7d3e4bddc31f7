import { bytes } from "@/lib/api/contract";
import { z } from "zod";
import { handler, idParam } from "@/lib/api/handler";
import { getAttachmentImageForViewer } from "@/lib/attachments/queries";
import { serveObject } from "@/lib/storage/serve";

const params = z.object({ id: idParam });

// GET /api/attachments/{id}/image: an attachment's image, to those who may see and watch its video
// (404 / 410 / 403 like the video)
export const GET = handler(
  {
    auth: "viewer",
    params,
    tag: "Attachments",
    summary: "An attachment's image, to those who may watch its video",
    responses: { ...bytes("image/*", "The image") },
    errors: [403, 404, 410],
  },
  async ({ method, headers, signal, db, storage, viewerId, params }) => {
    const { imageKey, shared } = await getAttachmentImageForViewer(db, {
      attachmentId: params.id,
      viewerId,
      cookieHeader: headers.get("cookie"),
    });
    return serveObject({ method, headers, signal }, storage, imageKey, {
      cacheControl: shared ? "public, max-age=300" : "private, no-cache",
      inline: true,
    });
  },
);
