import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieIn } from "@/lib/auth/session-cookie";
import { NO_STORE, SHARED_PAGE_CACHE } from "@/lib/videos/cache-control";
import { videoIdParams } from "@/lib/videos/schemas";
import {
  SHARED_PAGE_PREFIX,
  sharedPageBaseUrl,
  sharedPagePath,
  sharedPageVersion,
} from "@/lib/access/shared-page";
import { noteLinkOpen } from "@/lib/audience/opens";
import { RECIPIENT_PARAM } from "@/lib/audience/shared";

/**
 * `/` is the prerendered landing page for everyone without a session cookie. A request that carries
 * one is answered by the signed-in home (`/home`: the dashboard, or the landing page again when the
 * cookie turns out to be invalid), so a signed-in user never sees the landing page flash.
 */
function home(request: NextRequest) {
  if (!sessionCookieIn(request.headers.get("cookie"))) return NextResponse.next();
  return NextResponse.rewrite(new URL("/home", request.url));
}

/** What newLinkToken makes (24 random bytes, base64url); anything else is not worth a query. */
const LINK_TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/**
 * `/video/{id}` of a video every viewer sees alike (shared, no password, not expired) is the page
 * built once for its version; any other video takes the per-request route, which decides what
 * this viewer may see. One primary-key check per request decides, so a privacy flip, a password,
 * an expiry or a delete holds from the next request on.
 */
async function videoPage(request: NextRequest, rawId: string) {
  const parsed = videoIdParams.safeParse({ id: rawId });
  if (!parsed.success) return NextResponse.next();
  const videoId = parsed.data.id;
  // A tracked link's page requested by someone without a session (its recipient, or the mail
  // scanner that opens every link first) is an open of that link; a signed-in browser's open is
  // filed by the page itself, which knows whether it is the owner's.
  const token = request.nextUrl.searchParams.get(RECIPIENT_PARAM);
  if (token && LINK_TOKEN_SHAPE.test(token) && !sessionCookieIn(request.headers.get("cookie")))
    noteLinkOpen(videoId, token);
  if (!sharedPageBaseUrl()) return NextResponse.next();
  let version: string | null;
  try {
    version = await sharedPageVersion(videoId);
  } catch {
    // The per-request route reports the failure to this viewer as it does for any page.
    return NextResponse.next();
  }
  if (version === null) return NextResponse.next();
  return NextResponse.rewrite(new URL(sharedPagePath(videoId, version), request.url), {
    headers: { "Cache-Control": SHARED_PAGE_CACHE },
  });
}

/** The internal route is reachable only through the rewrite above. */
function notFound() {
  return new NextResponse("Not Found", {
    status: 404,
    headers: { "Cache-Control": NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
  });
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/") return home(request);
  if (pathname.startsWith(`${SHARED_PAGE_PREFIX}/`) || pathname === SHARED_PAGE_PREFIX)
    return notFound();
  const match = /^\/video\/([^/]+)$/.exec(pathname);
  return match?.[1] ? videoPage(request, match[1]) : NextResponse.next();
}

export const config = { matcher: ["/", "/video/:id", "/video-version", "/video-version/:path*"] };
