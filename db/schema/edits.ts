import { bigint, doublePrecision, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { videos } from "./videos";

export type EditCut = [from: number, to: number];
export const editStatuses = ["idle", "rendering", "failed"] as const;
export type EditStatus = (typeof editStatuses)[number];

/**
 * A video's timeline edits (one row once the owner trims, cuts or picks a thumbnail frame). Every
 * time here is in the original timeline (the upload), so a revert or a second edit starts from it.
 */
export const videoEdits = pgTable("video_edits", {
  videoId: bigint("video_id", { mode: "number" })
    .primaryKey()
    .references(() => videos.id, { onDelete: "cascade" }),
  /** The cuts the served MP4 has, merged and sorted; [] when it plays as uploaded. */
  cuts: jsonb("cuts").$type<EditCut[]>().notNull().default([]),
  /** The cuts of the render under way (or that failed), null when none. */
  pendingCuts: jsonb("pending_cuts").$type<EditCut[]>(),
  status: text("status").$type<EditStatus>().notNull().default("idle"),
  error: text("error"),
  /** The unedited video's duration, transcript and chapters (null until the first edit). */
  sourceDuration: doublePrecision("source_duration"),
  sourceTranscript: text("source_transcript"),
  sourceChapters: text("source_chapters"),
  /** The frame a picked thumbnail shows (null: the default frame); an uploaded image has none. */
  thumbnailTime: doublePrecision("thumbnail_time"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type VideoEdit = typeof videoEdits.$inferSelect;
