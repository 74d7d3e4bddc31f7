import { handler, json } from "@/lib/api/handler";
import { storeUploadedImage } from "@/lib/attachments/images";
import { uploadedImageKey } from "@/lib/attachments/image-upload";
import { uploadFileQuery } from "@/lib/attachments/schemas";
import { serveObject } from "@/lib/storage/serve";

// POST /api/attachments/upload: a signed-in user uploads an attachment image (sniffed, size-limited)
export const POST = handler({ auth: "user" }, async ({ request, db, storage, userId }) =>
  json(await storeUploadedImage(db, storage, { userId, request }), 201),
);

// GET /api/attachments/upload?file=: the caller's own uploaded image, before it is attached
export const GET = handler(
  { auth: "user", query: uploadFileQuery },
  ({ request, storage, userId, query }) =>
    serveObject(request, storage, uploadedImageKey(userId, query.file), {
      cacheControl: "private, no-cache",
      inline: true,
    }),
);
