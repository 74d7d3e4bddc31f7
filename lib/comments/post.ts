import "server-only";
import type { Video } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { videoCookieHeader } from "@/lib/access/rules/cookies";
import { viewerPassCookieName } from "@/lib/access/rules/viewer-pass";
import { requestOrigin } from "@/lib/http/proxy-headers";
import { authorOf } from "./author";
import { createComment } from "./create";
import type { CreateCommentInput } from "./schemas";

/** What the comment and reaction routes know of the request. */
export interface AuthorRequest {
  viewerId: string | null;
  headers: Headers;
  assertSameOrigin: () => void;
}

export type AuthoredVideo = Pick<
  Video,
  "id" | "userId" | "visibility" | "workspaceId" | "duration" | "guestComments"
>;

/**
 * A 201 answer with `body`; when a guest was just created, the viewer cookie that keeps this
 * browser that guest on this video (httpOnly, like the email gate's).
 */
export function created(
  body: unknown,
  request: AuthorRequest,
  videoId: number,
  viewerPass?: string,
) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (viewerPass) {
    const secure = requestOrigin(request.headers).startsWith("https:");
    headers.set("Set-Cookie", videoCookieHeader(viewerPassCookieName(videoId), viewerPass, secure));
  }
  return Response.json(body, { status: 201, headers });
}

/** POST /api/videos/{id}/comments: the author (account, gated viewer or new guest) comments. */
export async function postComment(
  db: DbOrTx,
  request: AuthorRequest,
  video: AuthoredVideo,
  input: CreateCommentInput,
): Promise<Response> {
  const { author, viewerPass } = await authorOf(db, request, video, input);
  const comment = await createComment(db, { video, author, input });
  return created(comment, request, video.id, viewerPass);
}
