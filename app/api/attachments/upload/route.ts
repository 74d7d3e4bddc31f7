import { handler, json } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/caller";
import { storeUploadedImage } from "@/lib/attachments/images";
import { uploadedImageKey } from "@/lib/attachments/image-upload";
import { uploadFileQuery } from "@/lib/attachments/schemas";
import { getStorage } from "@/lib/storage";
import { serveObject } from "@/lib/storage/serve";

// POST /api/attachments/upload: a signed-in user uploads an attachment image (sniffed, size-limited)
export const POST = handler({ auth: "viewer" }, async ({ request, caller }) =>
  json(await storeUploadedImage(requireUser(caller), request), 201),
);

// GET /api/attachments/upload?file=: the caller's own uploaded image, before it is attached
export const GET = handler(
  { auth: "viewer", query: uploadFileQuery },
  async ({ request, caller, query }) =>
    serveObject(request, getStorage(), uploadedImageKey(requireUser(caller), query.file), {
      cacheControl: "private, no-cache",
      inline: true,
    }),
);
