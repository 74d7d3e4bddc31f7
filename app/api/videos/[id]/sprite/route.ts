import { bytes } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { serveObject } from "@/lib/storage/serve";
import { videoIdParams } from "@/lib/videos/schemas";
import { findVideoSprite } from "@/lib/videos/sprite";

// GET /api/videos/{id}/sprite: the owner's timeline strip (a JPEG of 24 evenly spaced frames),
// made on demand for videos processed before strips existed
export const GET = handler(
  {
    auth: "user",
    params: videoIdParams,
    tag: "Videos",
    summary: "The owner's timeline strip (JPEG of 24 frames)",
    responses: { ...bytes("image/jpeg", "The strip") },
    errors: [404, 429, 503],
  },
  async ({ method, headers, signal, db, storage, userId, params }) => {
    const media = await findVideoSprite(db, storage, {
      videoId: params.id,
      userId,
      signal,
    });
    return serveObject({ method, headers, signal }, storage, media.key, media);
  },
);
