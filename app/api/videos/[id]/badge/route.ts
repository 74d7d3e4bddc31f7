import { z } from "zod";
import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { videoShowsBadge } from "@/lib/entitlements/queries";
import { videoIdParams } from "@/lib/videos/schemas";

// GET /api/videos/{id}/badge: { badge } whether the share page shows "Made with Demoreel" (the
// workspace's plan, read now: the kept share page's HTML cannot know a later plan change)
export const GET = handler(
  {
    auth: "viewer",
    params: videoIdParams,
    video: "viewer",
    tag: "Videos",
    summary: "Whether the video shows 'Made with Demoreel'",
    responses: { 200: answer("{ badge }", z.strictObject({ badge: z.boolean() })) },
    errors: [403, 404, 410],
  },
  async ({ db, params }) => ({ badge: await videoShowsBadge(db, params.id) }),
);
