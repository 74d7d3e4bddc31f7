import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { comments, reactions } from "./content";
import { gatedViewers } from "./engagement";
import { randomId } from "./ids";
import { videos } from "./videos";

/** Something that happened to a user's video or comment; gone with its video. */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().$defaultFn(randomId),
    /** Who is told. */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** One of NOTIFICATION_KINDS (lib/notifications/shared.ts checks the two lists agree). */
    kind: text("kind").$type<"comment" | "reply" | "reaction" | "view">().notNull(),
    videoId: bigint("video_id", { mode: "number" })
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    /** Who did it: an account, or (exactly one of the two) a viewer from the video's email gate. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "cascade" }),
    /** Erasing that viewer erases what they caused here too. */
    actorGatedViewerId: bigint("actor_gated_viewer_id", { mode: "number" }).references(
      () => gatedViewers.id,
      { onDelete: "cascade" },
    ),
    commentId: bigint("comment_id", { mode: "number" }).references(() => comments.id, {
      onDelete: "cascade",
    }),
    reactionId: bigint("reaction_id", { mode: "number" }).references(() => reactions.id, {
      onDelete: "cascade",
    }),
    /**
     * The video's password version when this happened: a later new or changed password hides the
     * notification from everyone but the owner, as it voids the unlocks of that time.
     */
    passwordVersion: integer("password_version").notNull().default(0),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("notifications_video_idx").on(t.videoId),
    // Only a viewer's first view of a video is news.
    uniqueIndex("notifications_first_view_idx")
      .on(t.videoId, t.actorId)
      .where(sql`kind = 'view'`),
    check("notifications_one_actor", sql`num_nonnulls(actor_id, actor_gated_viewer_id) = 1`),
  ],
);

export type Notification = typeof notifications.$inferSelect;

/**
 * Which emails a user gets. No row means the defaults (DEFAULT_EMAIL_PREFERENCES): comments and
 * replies on, the digest off.
 */
export const emailPreferences = pgTable("email_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  comments: boolean("comments").notNull().default(true),
  replies: boolean("replies").notNull().default(true),
  digest: boolean("digest").notNull().default(false),
  /** The first view of a tracked link the user sent. */
  trackedViews: boolean("tracked_views").notNull().default(true),
  /** The UTC day the last digest was queued: at most one a day. */
  lastDigestOn: date("last_digest_on", { mode: "string" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type EmailPreferencesRow = typeof emailPreferences.$inferSelect;
