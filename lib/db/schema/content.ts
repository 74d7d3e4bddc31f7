import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { randomId } from "./ids";
import { videos } from "./videos";

export const comments = pgTable(
  "comments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().$defaultFn(randomId),
    videoId: bigint("video_id", { mode: "number" })
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    timestamp: integer("timestamp"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("comments_video_created_idx").on(t.videoId, t.createdAt)],
);

export const attachmentTypes = ["image", "embed"] as const;
export const embedTypes = [
  "youtube",
  "google-slides",
  "google-sheets",
  "tweet",
  "grok",
  "v0",
  "website",
] as const;

export const attachments = pgTable(
  "attachments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().$defaultFn(randomId),
    videoId: bigint("video_id", { mode: "number" })
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    attachmentType: text("attachment_type").$type<(typeof attachmentTypes)[number]>().notNull(),
    imageUrl: text("image_url"),
    imageKey: text("image_key"),
    embedUrl: text("embed_url"),
    embedType: text("embed_type").$type<(typeof embedTypes)[number]>(),
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
    id: bigint("id", { mode: "number" }).primaryKey().$defaultFn(randomId),
    videoId: bigint("video_id", { mode: "number" })
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
