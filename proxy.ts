import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieIn } from "@/lib/auth/session-cookie";

/**
 * `/` is the prerendered landing page for everyone without a session cookie. A request that carries
 * one is answered by the signed-in home (`/home`: the dashboard, or the landing page again when the
 * cookie turns out to be invalid), so a signed-in user never sees the landing page flash.
 */
export function proxy(request: NextRequest) {
  if (!sessionCookieIn(request.headers.get("cookie"))) return NextResponse.next();
  return NextResponse.rewrite(new URL("/home", request.url));
}

export const config = { matcher: "/" };
