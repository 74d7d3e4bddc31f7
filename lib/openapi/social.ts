import "server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { createCommentSchema, deleteCommentQuery, listCommentsQuery } from "@/lib/comments/schemas";
import { unsubscribeQuery, updateEmailPreferencesSchema } from "@/lib/mail/schemas";
import { listNotificationsQuery, markReadSchema } from "@/lib/notifications/schemas";
import { createReactionSchema, reactionIdParams } from "@/lib/reactions/schemas";
import { videoIdParams } from "@/lib/videos/schemas";
import {
  addRoute,
  commentIdParams,
  json,
  looseArray,
  looseObject,
  success,
  type RouteSpec,
} from "./registry";

const watchErrors = [403, 404, 410];
const preferences = json(looseObject("{ comments, replies, digest }"));

export function registerSocial(registry: OpenAPIRegistry): void {
  const add = (tag: string, spec: Omit<RouteSpec, "tag">) => addRoute(registry, { ...spec, tag });

  add("Comments", {
    method: "get",
    path: "/api/videos/{id}/comments",
    summary: "Top-level comments oldest first, 50 a page, each with its replies",
    access: "viewer",
    params: videoIdParams,
    query: listCommentsQuery,
    ok: {
      status: 200,
      description: "Comment threads",
      content: json(looseArray("Comment objects with `replies`")),
      headers: z.object({ "X-Next-Cursor": z.string().optional() }),
    },
    errors: watchErrors,
  });
  add("Comments", {
    method: "post",
    path: "/api/videos/{id}/comments",
    summary: "Comment or reply, optionally pinned to a time",
    access: "user",
    params: videoIdParams,
    body: { json: createCommentSchema },
    ok: { status: 201, description: "The comment", content: json(looseObject("Comment")) },
    errors: [...watchErrors, 429],
  });
  add("Comments", {
    method: "delete",
    path: "/api/comments/{commentId}",
    summary: "The author, or the video's owner, deletes a comment",
    access: "user",
    params: commentIdParams,
    query: deleteCommentQuery,
    ok: { status: 200, description: "Deleted", content: json(success) },
    errors: [404],
  });

  add("Reactions", {
    method: "get",
    path: "/api/videos/{id}/reactions",
    summary: "The reactions on a video, by time",
    access: "viewer",
    params: videoIdParams,
    ok: { status: 200, description: "Reactions", content: json(looseArray("Reaction objects")) },
    errors: watchErrors,
  });
  add("Reactions", {
    method: "post",
    path: "/api/videos/{id}/reactions",
    summary: "React at a moment of the video",
    access: "user",
    params: videoIdParams,
    body: { json: createReactionSchema },
    ok: { status: 201, description: "The reaction", content: json(looseObject("Reaction")) },
    errors: [...watchErrors, 429],
  });
  add("Reactions", {
    method: "delete",
    path: "/api/reactions/{id}",
    summary: "Its author or the video's owner deletes a reaction",
    access: "user",
    params: reactionIdParams,
    ok: { status: 204, description: "Deleted" },
    errors: [404],
  });

  add("Notifications", {
    method: "get",
    path: "/api/notifications",
    summary: "The caller's notifications, newest first, with the unread count",
    access: "user",
    query: listNotificationsQuery,
    ok: { status: 200, description: "A page", content: json(looseObject("Notifications page")) },
  });
  add("Notifications", {
    method: "post",
    path: "/api/notifications/read",
    summary: "Mark notifications read",
    access: "user",
    body: { json: markReadSchema },
    ok: { status: 200, description: "{ unreadCount }", content: json(looseObject("Unread")) },
  });
  add("Notifications", {
    method: "get",
    path: "/api/settings/notifications",
    summary: "Which emails the caller gets",
    access: "user",
    ok: { status: 200, description: "Preferences", content: preferences },
  });
  add("Notifications", {
    method: "patch",
    path: "/api/settings/notifications",
    summary: "Turn email kinds on or off",
    access: "user",
    body: { json: updateEmailPreferencesSchema },
    ok: { status: 200, description: "Preferences", content: preferences },
  });
  add("Notifications", {
    method: "post",
    path: "/api/unsubscribe",
    summary: "One-click unsubscribe (RFC 8058); the token says who and which kind",
    access: "none",
    query: unsubscribeQuery,
    ok: { status: 200, description: "Unsubscribed", content: json(looseObject("Result")) },
  });
}
