import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { gatedViewers } from "./engagement";
import { randomId } from "./ids";
import { videos } from "./videos";

// Everything hanging off a video: random id, and rows that go with their video and their author.
const randomIdColumn = () => bigint("id", { mode: "number" }).primaryKey().$defaultFn(randomId);
const videoIdColumn = () =>
  bigint("video_id", { mode: "number" })
    .notNull()
    .references(() => videos.id, { onDelete: "cascade" });
const userIdColumn = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
/**
 * A comment's or reaction's author: a user, or a viewer who gave an email at the video's gate
 * (no account; shown under the name they gave). Exactly one of the two.
 */
const authorColumns = () => ({
  userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
  gatedViewerId: bigint("gated_viewer_id", { mode: "number" }).references(() => gatedViewers.id, {
    onDelete: "cascade",
  }),
});
const oneAuthor = (table: string) =>
  check(`${table}_one_author`, sql`num_nonnulls(user_id, gated_viewer_id) = 1`);

export const comments = pgTable(
  "comments",
  {
    id: randomIdColumn(),
    videoId: videoIdColumn(),
    ...authorColumns(),
    content: text("content").notNull(),
    timestamp: integer("timestamp"),
    /** The timestamp in the original timeline, kept while an edit has moved it (see video_edits). */
    sourceTime: doublePrecision("source_time"),
    /** The top-level comment this replies to; replies are one level deep. */
    parentId: bigint("parent_id", { mode: "number" }).references((): AnyPgColumn => comments.id, {
      onDelete: "cascade",
    }),
    /** Seen only by members of the video's workspace (a teammate's note beside a prospect's thread). */
    internal: boolean("internal").notNull().default(false),
    /** Set when a comment with replies is deleted: the replies stay, it reads 'Comment deleted'. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("comments_video_created_idx").on(t.videoId, t.createdAt),
    index("comments_parent_idx").on(t.parentId, t.createdAt),
    oneAuthor("comments"),
  ],
);

export const attachmentTypes = ["image", "embed"] as const;

export const attachments = pgTable(
  "attachments",
  {
    id: randomIdColumn(),
    videoId: videoIdColumn(),
    userId: userIdColumn(),
    attachmentType: text("attachment_type").$type<(typeof attachmentTypes)[number]>().notNull(),
    imageUrl: text("image_url"),
    imageKey: text("image_key"),
    embedUrl: text("embed_url"),
    /** One of EMBED_TYPES (lib/attachments/embed-types.ts checks the two lists agree). */
    embedType: text("embed_type").$type<
      "youtube" | "google-slides" | "google-sheets" | "tweet" | "grok" | "v0" | "website"
    >(),
    caption: text("caption"),
    timestamp: integer("timestamp"),
    order: integer("order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("attachments_video_order_idx").on(t.videoId, t.order)],
);

export const aiDocuments = pgTable(
  "ai_documents",
  {
    id: randomIdColumn(),
    videoId: videoIdColumn(),
    userId: userIdColumn(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    source: text("source").notNull().default("manual"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ai_documents_video_created_idx").on(t.videoId, t.createdAt)],
);

export type Comment = typeof comments.$inferSelect;
export type Attachment = typeof attachments.$inferSelect;
export type AiDocument = typeof aiDocuments.$inferSelect;

/** An emoji a signed-in viewer left at a moment of a video. */
export const reactions = pgTable(
  "reactions",
  {
    id: randomIdColumn(),
    videoId: videoIdColumn(),
    ...authorColumns(),
    emoji: text("emoji").notNull(),
    /** Seconds into the video. */
    time: doublePrecision("time").notNull(),
    /** The time in the original timeline, kept while an edit has moved it (see video_edits). */
    sourceTime: doublePrecision("source_time"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("reactions_video_time_idx").on(t.videoId, t.time), oneAuthor("reactions")],
);

export type Reaction = typeof reactions.$inferSelect;

/** Attachment images as uploaded; one never attached to anything is removed after a day. */
export const uploadedImages = pgTable(
  "uploaded_images",
  {
    key: text("key").primaryKey(),
    userId: userIdColumn(),
    size: bigint("size", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploaded_images_created_idx").on(t.createdAt)],
);
