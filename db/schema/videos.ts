import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { randomId } from "./ids";
import { folders, workspaces } from "./workspaces";

export interface VideoCta {
  label: string;
  url: string;
}

export const processingStatuses = ["queued", "processing", "completed", "failed"] as const;
export type ProcessingStatus = (typeof processingStatuses)[number];

export const videos = pgTable(
  "videos",
  {
    id: bigint("id", { mode: "number" }).primaryKey().$defaultFn(randomId),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The library the video is in (the creator's personal workspace unless moved or made there). */
    workspaceId: bigint("workspace_id", { mode: "number" })
      .notNull()
      .references(() => workspaces.id),
    /** Its folder in that workspace; deleting the folder moves the video to the root. */
    folderId: bigint("folder_id", { mode: "number" }).references(() => folders.id, {
      onDelete: "set null",
    }),
    title: text("title").notNull().default("Untitled Recording"),
    description: text("description").notNull().default(""),
    isPrivate: boolean("is_private").notNull().default(true),
    views: integer("views").notNull().default(0),
    duration: doublePrecision("duration").notNull().default(0),
    /** The recorded resolution, from ffprobe of the original (null until processing probes it). */
    width: integer("width"),
    height: integer("height"),
    /** Storage key of the upload as received; never overwritten while the video exists. */
    originalKey: text("original_key").notNull(),
    originalContentType: text("original_content_type").notNull().default("video/webm"),
    originalSize: bigint("original_size", { mode: "number" }).notNull().default(0),
    /** Remuxed original (Cues + duration), when processing produced one. */
    remuxedKey: text("remuxed_key"),
    /** Web-safe H.264/AAC MP4 rendition. */
    mp4Key: text("mp4_key"),
    thumbnailKey: text("thumbnail_key"),
    processingStatus: text("processing_status")
      .$type<ProcessingStatus>()
      .notNull()
      .default("queued"),
    transcript: text("transcript"),
    transcriptSource: text("transcript_source"),
    chapters: text("chapters"),
    /** Viewers of a shared video may download it; the owner always can. */
    allowDownload: boolean("allow_download").notNull().default(true),
    /** scrypt hash (lib/videos/password.ts) of the viewing password; null: no password. */
    passwordHash: text("password_hash"),
    /** Bumped on every password change or removal; unlock cookies sign it, so older ones die. */
    passwordVersion: integer("password_version").notNull().default(0),
    /** After this, only the owner can see the video; null: never expires. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The call-to-action button beside the player; null: none. */
    cta: jsonb("cta").$type<VideoCta>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("videos_user_created_idx").on(t.userId, t.createdAt),
    index("videos_workspace_created_idx").on(t.workspaceId, t.createdAt),
    index("videos_folder_idx").on(t.folderId),
  ],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    videoId: bigint("video_id", { mode: "number" })
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.videoId] }),
    index("favorites_video_idx").on(t.videoId),
  ],
);

/** One row per counted view; lets the view rule look back at a viewer's last view. */
export const videoViews = pgTable(
  "video_views",
  {
    id: bigint("id", { mode: "number" }).primaryKey().$defaultFn(randomId),
    videoId: bigint("video_id", { mode: "number" })
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    viewerKey: text("viewer_key").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("video_views_viewer_idx").on(t.videoId, t.viewerKey, t.viewedAt)],
);

/**
 * One row per viewer of a video (user:ID, address:HASH, anon:ID or ip:HASH, as insights tell
 * viewers apart): when their last counted view was. Its key makes the 30-minute rule one upsert
 * that racing requests cannot both pass, and its rows are the video's unique viewers.
 */
export const videoViewers = pgTable(
  "video_viewers",
  {
    videoId: bigint("video_id", { mode: "number" })
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    viewerKey: text("viewer_key").notNull(),
    lastCountedAt: timestamp("last_counted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.viewerKey] })],
);

export type UploadSessionStatus = "open" | "committing" | "committed" | "aborted";

/**
 * An S3 multipart upload the browser puts the parts into. Its object is the video's original, so
 * the video id is chosen when the session starts.
 */
export interface DirectMultipartUpload {
  uploadId: string;
  key: string;
  videoId: number;
}

/** A recording uploaded in parts while it is being recorded; committed into a video. */
export const uploadSessions = pgTable(
  "upload_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storagePrefix: text("storage_prefix").notNull(),
    contentType: text("content_type").notNull().default("video/webm"),
    partCount: integer("part_count").notNull().default(0),
    bytesReceived: bigint("bytes_received", { mode: "number" }).notNull().default(0),
    /** "committing" while a commit concatenates the parts (claimed so two commits never race). */
    status: text("status").$type<UploadSessionStatus>().notNull().default("open"),
    /** Acknowledged parts: part number (as a string key) -> byte size; merged atomically per PUT. */
    partSizes: jsonb("part_sizes").$type<Record<string, number>>().notNull().default({}),
    /** Set when the parts go straight into an S3 multipart upload (null: parts under the prefix). */
    multipart: jsonb("multipart").$type<DirectMultipartUpload>(),
    videoId: bigint("video_id", { mode: "number" }).references(() => videos.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("upload_sessions_user_idx").on(t.userId, t.status)],
);

export type UploadSession = typeof uploadSessions.$inferSelect;
export type Video = typeof videos.$inferSelect;
export type NewVideo = typeof videos.$inferInsert;
