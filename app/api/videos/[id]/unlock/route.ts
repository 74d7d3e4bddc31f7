import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { requestOrigin } from "@/lib/http/proxy-headers";
import { unlockSchema, videoIdParams } from "@/lib/videos/schemas";
import { unlockVideo } from "@/lib/access/unlock";
import { unlockCookieHeader } from "@/lib/access/rules/cookies";
import { addressHashOf } from "@/lib/audience/views";

// POST /api/videos/{id}/unlock {password}: 204 and an httpOnly cookie for this video only;
// 403 'Incorrect password'; 429 past the attempts allowed per address and video, or past the
// wrong passwords allowed per video from all addresses; 503 when the limiter cannot count
export const POST = handler(
  {
    auth: "viewer",
    params: videoIdParams,
    body: unlockSchema,
    tag: "Videos",
    summary: "Unlock a password-protected video (sets an httpOnly cookie)",
    responses: { 204: answer("Done") },
    errors: [404, 410, 429, 503],
  },
  async ({ headers, db, viewerId, params, body }) => {
    const value = await unlockVideo(db, {
      videoId: params.id,
      viewerId,
      addressKey: addressHashOf(headers),
      password: body.password,
    });
    const secure = requestOrigin(headers).startsWith("https:");
    const answerHeaders: HeadersInit = value
      ? { "Set-Cookie": unlockCookieHeader(params.id, value, secure), "Cache-Control": "no-store" }
      : { "Cache-Control": "no-store" };
    return new Response(null, { status: 204, headers: answerHeaders });
  },
);
