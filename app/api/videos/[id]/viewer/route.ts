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
// while a password or expiry keeps the video closed; 429 past the attempts allowed per address
export const POST = handler(
  { auth: "viewer", params: videoIdParams, body: viewerIdentitySchema },
  async ({ request, db, viewerId, params, body }) => {
    const value = await identifyViewer(db, {
      videoId: params.id,
      viewerId,
      ...lockCookiesOf(request, params.id),
      addressKey: addressHashOf(request),
      identity: body,
    });
    const secure = requestOrigin(request.headers).startsWith("https:");
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (value)
      headers.set("Set-Cookie", videoCookieHeader(viewerPassCookieName(params.id), value, secure));
    return new Response(null, { status: 204, headers });
  },
);
