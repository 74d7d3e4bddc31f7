import "server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { createCommentSchema, deleteCommentQuery, listCommentsQuery } from "@/lib/comments/schemas";
import { unsubscribeQuery, updateEmailPreferencesSchema } from "@/lib/mail/schemas";
import { listNotificationsQuery, markReadSchema } from "@/lib/notifications/schemas";
import { createReactionSchema, reactionIdParams } from "@/lib/reactions/schemas";
import { videoIdParams } from "@/lib/videos/schemas";
import { deleted, ok, ownerOnly, routes, watchErrors } from "./registry";
import { commentIdParams, looseArray, looseObject } from "./schemas";

/** Comments and reactions hang off a video: whoever may watch it reads them. */
const onVideo = { params: videoIdParams, errors: watchErrors };
/** Posting on a video answers as reading it does, and is rate-limited. */
const postOnVideo = { params: videoIdParams, errors: [...watchErrors, 429] };
const preferences = ok(200, "Preferences", looseObject("{ comments, replies, digest }"));

/** Comments and reactions also take the email gate's viewer cookie as the author. */
const gatedAuthor =
  "A signed-in user, or (without an account) a viewer holding the video's email-gate cookie " +
  "(POST /api/videos/{id}/viewer), who is shown under the name they gave ('Guest' without one). " +
  "401 for anyone else.";

export function registerSocial(registry: OpenAPIRegistry): void {
  const comments = routes(registry, "Comments");
  const threads = "Top-level comments oldest first, 50 a page, each with its replies";
  comments.get("/api/videos/{id}/comments", "viewer", threads, {
    ...onVideo,
    query: listCommentsQuery,
    ok: {
      ...ok(200, "Comment threads", looseArray("Comment objects with `replies`")),
      headers: z.object({ "X-Next-Cursor": z.string().optional() }),
    },
  });
  const comment = "Comment or reply, optionally pinned to a time";
  comments.post("/api/videos/{id}/comments", "user", comment, {
    ...postOnVideo,
    description: gatedAuthor,
    body: { json: createCommentSchema },
    ok: ok(201, "The comment", looseObject("Comment")),
  });
  const deleteComment = "The author, or the video's owner, deletes a comment";
  comments.del("/api/comments/{commentId}", "user", deleteComment, {
    ...ownerOnly(commentIdParams),
    query: deleteCommentQuery,
    ok: deleted,
  });

  const reactions = routes(registry, "Reactions");
  reactions.get(
    "/api/videos/{id}/reactions",
    "viewer",
    "The reactions on a video (the newest 1000), by time",
    {
      ...onVideo,
      ok: ok(200, "Reactions", looseArray("Reaction objects")),
    },
  );
  reactions.post("/api/videos/{id}/reactions", "user", "React at a moment of the video", {
    description: gatedAuthor,
    ...postOnVideo,
    body: { json: createReactionSchema },
    ok: ok(201, "The reaction", looseObject("Reaction")),
  });
  const deleteReaction = "Its author or the video's owner deletes a reaction";
  reactions.del("/api/reactions/{id}", "user", deleteReaction, {
    ...ownerOnly(reactionIdParams),
    ok: ok(204, "Deleted"),
  });

  const notifications = routes(registry, "Notifications");
  const list = "The caller's notifications, newest first, with the unread count";
  notifications.get("/api/notifications", "user", list, {
    query: listNotificationsQuery,
    ok: ok(200, "A page", looseObject("Notifications page")),
  });
  notifications.post("/api/notifications/read", "user", "Mark notifications read", {
    body: { json: markReadSchema },
    ok: ok(200, "{ unreadCount }", looseObject("Unread")),
  });
  const settings = "/api/settings/notifications";
  notifications.get(settings, "user", "Which emails the caller gets", { ok: preferences });
  notifications.patch(settings, "user", "Turn email kinds on or off", {
    body: { json: updateEmailPreferencesSchema },
    ok: preferences,
  });
  const unsubscribe = "One-click unsubscribe (RFC 8058); the token says who and which kind";
  notifications.post("/api/unsubscribe", "none", unsubscribe, {
    query: unsubscribeQuery,
    ok: ok(200, "Unsubscribed", looseObject("Result")),
  });
}
