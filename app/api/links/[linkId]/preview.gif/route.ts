import { bytes } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { findLinkPreviewGif } from "@/lib/audience/link-preview-gif";
import { linkTokenParams } from "@/lib/audience/schemas";
import { serveObject } from "@/lib/storage/serve";
import { mediaQuery } from "@/lib/videos/schemas";

// GET|HEAD /api/links/{token}/preview.gif: a tracked link's email preview, "Hi {first name}" on
// its first second, made on the first request and kept; 404 for a revoked link or a video not
// open without cookies; never a view, never an alert
export const GET = handler(
  {
    auth: "none",
    params: linkTokenParams,
    query: mediaQuery.pick({ v: true }),
    tag: "Tracked links",
    summary: "A tracked link's animated email preview, greeting its recipient (GIF)",
    responses: { ...bytes("image/gif", "The preview") },
    errors: [404],
  },
  async ({ method, headers, signal, db, storage, params, query }) => {
    const media = await findLinkPreviewGif(
      db,
      storage,
      { token: params.linkId, version: query.v },
      { signal },
    );
    return serveObject({ method, headers, signal }, storage, media.key, media);
  },
);

export const HEAD = GET;
