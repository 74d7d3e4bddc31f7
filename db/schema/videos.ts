import { getTableColumns, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
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

/** Postgres full-text search document; written by the database, never by the app. */
const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => "tsvector",
});

export interface VideoCta {
  label: string;
  url: string;
}

/**
 * Who may watch a video: its creator only, the members of its workspace, or anyone with the link.
 */
export const videoVisibilities = ["private", "workspace", "public"] as const;
export type VideoVisibility = (typeof videoVisibilities)[number];

export const processingStatuses = ["queued", "processing", "completed", "failed"] as const;
export type ProcessingStatus = (typeof processingStatuses)[number];

/** "ai": the text model; "extractive": sentences picked offline from the transcript; "owner": typed. */
/**
 * The automatic transcript job's state while no transcript exists: queued, running (with
 * `transcriptProgress`), or failed after its last attempt; null when none is coming.
 */
export const transcriptJobStatuses = ["queued", "running", "failed"] as const;
export type TranscriptJobStatus = (typeof transcriptJobStatuses)[number];

export const summarySources = ["ai", "extractive", "owner"] as const;
export type SummarySource = (typeof summarySources)[number];

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
    visibility: text("visibility").$type<VideoVisibility>().notNull().default("private"),
    /**
     * Not public (private or workspace), derived by the database: what the share page, media cache
     * policy and oEmbed ask, so nothing can write it out of step with `visibility`.
     */
    isPrivate: boolean("is_private")
      .notNull()
      .generatedAlwaysAs(sql`visibility <> 'public'`),
    views: integer("views").notNull().default(0),
    duration: doublePrecision("duration").notNull().default(0),
    /** The recorded resolution, from ffprobe of the original (null until processing probes it). */
    width: integer("width"),
    height: integer("height"),
    /**
     * Storage key of the upload as received; never overwritten while the video exists. null while
     * a recording's parts are still being joined into it (the `join-upload` job), so the link of a
     * recording exists before its bytes are in one file.
     */
    originalKey: text("original_key"),
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
    /** Percent of the MP4 encode done (from ffmpeg -progress) while processing; null otherwise. */
    processingProgress: integer("processing_progress"),
    /**
     * A browser plays the original as it is (H.264 MP4, VP8/VP9 WebM), so it is served before
     * processing ends; false for an uploaded file that only plays once transcoded (HEVC, ProRes, AVI).
     */
    originalPlayable: boolean("original_playable").notNull().default(true),
    transcript: text("transcript"),
    transcriptSource: text("transcript_source"),
    transcriptStatus: text("transcript_status").$type<TranscriptJobStatus>(),
    /** Percent of the automatic transcript done while it runs (stages and audio chunks); else null. */
    transcriptProgress: integer("transcript_progress"),
    chapters: text("chapters"),
    /** Two to four sentences on what is said; null until a transcript exists (or the owner cleared it). */
    summary: text("summary"),
    /** Who wrote the summary: automatic runs never replace an "owner" one. */
    summarySource: text("summary_source").$type<SummarySource>(),
    /** Viewers of a shared video may download it; the owner always can. */
    allowDownload: boolean("allow_download").notNull().default(true),
    /** scrypt hash (lib/videos/password.ts) of the viewing password; null: no password. */
    passwordHash: text("password_hash"),
    /** Bumped on every password change or removal; unlock cookies sign it, so older ones die. */
    passwordVersion: integer("password_version").notNull().default(0),
    /**
     * Viewers other than the owner, the workspace's members and tracked-link recipients give an
     * email before the player loads (lib/videos/viewer-pass.ts).
     */
    emailGate: boolean("email_gate").notNull().default(false),
    /** Viewers without an account may comment and react under a name (the owner may turn it off). */
    guestComments: boolean("guest_comments").notNull().default(true),
    /** After this, only the owner can see the video; null: never expires. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The call-to-action button beside the player; null: none. */
    cta: jsonb("cta").$type<VideoCta>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * What search matches (lib/search): the title weighs most, then the description, then what is
     * said (the transcript lines' text, read by the migration's `demoreel_transcript_text`).
     */
    searchDocument: tsvector("search_document").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "description"), 'B') || setweight(to_tsvector('english', demoreel_transcript_text("transcript")), 'C')`,
    ),
  },
  (t) => [
    index("videos_search_idx").using("gin", t.searchDocument),
    index("videos_user_created_idx").on(t.userId, t.createdAt),
    index("videos_workspace_created_idx").on(t.workspaceId, t.createdAt),
    index("videos_folder_idx").on(t.folderId),
    check("videos_visibility_check", sql`visibility in ('private', 'workspace', 'public')`),
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

/** "failed": a file upload whose content was refused at commit (its bytes are gone). */
export type UploadSessionStatus = "open" | "committing" | "committed" | "aborted" | "failed";

/** "recording": cut by the recorder while recording; "upload": an existing file from the disk. */
export type UploadSource = "recording" | "upload";

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
    source: text("source").$type<UploadSource>().notNull().default("recording"),
    /** A file upload's name and declared size, as the browser gave them. */
    fileName: text("file_name"),
    fileSize: bigint("file_size", { mode: "number" }),
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
    /**
     * The workspace the recording goes into, checked when the session opens and again at commit
     * (null: the creator's personal workspace, also if the workspace is deleted meanwhile).
     */
    workspaceId: bigint("workspace_id", { mode: "number" }).references(() => workspaces.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("upload_sessions_user_idx").on(t.userId, t.status)],
);

export type UploadSession = typeof uploadSessions.$inferSelect;
/**
 * Every column of a video but its search vector, which only search reads (in SQL): pages, media
 * routes and lists select these, so they never fetch and parse a tsvector they do not use.
 */
const { searchDocument: _searchDocument, ...videoRowColumns } = getTableColumns(videos);
export const videoColumns = videoRowColumns;
export type Video = Omit<typeof videos.$inferSelect, "searchDocument">;
export type NewVideo = typeof videos.$inferInsert;
