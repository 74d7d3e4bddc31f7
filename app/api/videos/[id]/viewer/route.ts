import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { identifyViewer } from "@/lib/audience/identify-viewer";
import { viewerIdentitySchema } from "@/lib/audience/schemas";
import { requestOrigin } from "@/lib/http/proxy-headers";
import { videoIdParams } from "@/lib/videos/schemas";
import { lockCookiesOf, videoCookieHeader } from "@/lib/access/rules/cookies";
import { viewerPassCookieName } from "@/lib/access/rules/viewer-pass";
import { addressHashOf } from "@/lib/audience/views";

// POST /api/videos/{id}/viewer {email, name?}: the email gate; 204 and an httpOnly viewer cookie
// for this video only (none when the caller passes without one); 400 for a bad email; 403 or 410
// while a password or expiry keeps the video closed; 429 past the emails allowed per address (one
// bucket for all unknown addresses) or per video
export const POST = handler(
  {
    auth: "viewer",
    params: videoIdParams,
    body: viewerIdentitySchema,
    tag: "Email gate",
    summary: "Pass a video's email gate with an email and optional name (sets an httpOnly cookie)",
    description:
      "Until then a gated video's data, media and captions answer 403 email_required to " +
      "anyone but its owner, its workspace's members and live tracked links. 204 without a " +
      "cookie for those, and for a video without a gate. A password or expiry answers first " +
      "(403, 410).",
    responses: { 204: answer("Passed (the viewer cookie is set)") },
    errors: [404, 410, 429],
  },
  async ({ headers, db, viewerId, params, body }) => {
    const value = await identifyViewer(db, {
      videoId: params.id,
      viewerId,
      ...lockCookiesOf(headers, params.id),
      addressKey: addressHashOf(headers),
      identity: body,
    });
    const secure = requestOrigin(headers).startsWith("https:");
    const answerHeaders = new Headers({ "Cache-Control": "no-store" });
    if (value)
      answerHeaders.set(
        "Set-Cookie",
        videoCookieHeader(viewerPassCookieName(params.id), value, secure),
      );
    return new Response(null, { status: 204, headers: answerHeaders });
  },
);
