import {
  bigint,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";
import { videos } from "./videos";

/** Retention buckets per video: one per 1% of its length. */
export const RETENTION_BUCKETS = 100;

/** The union of watched ranges, in seconds; Postgres merges overlapping and adjacent ranges. */
const numMultirange = customType<{ data: string; driverData: string }>({
  dataType: () => "nummultirange",
});
/** Which of the RETENTION_BUCKETS a session has watched, one bit each. */
const bucketBits = customType<{ data: string; driverData: string }>({
  dataType: () => `bit(${RETENTION_BUCKETS})`,
});

/** One row per viewer session (a page load that played): the aggregate, never an event log. */
export const watchSessions = pgTable(
  "watch_sessions",
  {
    videoId: bigint("video_id", { mode: "number" })
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    sessionId: text("session_id").notNull(),
    /** user:ID, anon:ID or ip:HASH, as views count them; unique viewers are distinct keys. */
    viewerKey: text("viewer_key").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * The hashed address of a viewer who is not signed in (null for a signed-in one): anonymous
     * sessions are bounded per address, and the owner's insights count one viewer per address.
     */
    addressKey: text("address_key"),
    ranges: numMultirange("ranges").notNull(),
    buckets: bucketBits("buckets").notNull(),
    watchedSeconds: doublePrecision("watched_seconds").notNull().default(0),
    position: doublePrecision("position").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    lastWatchedAt: timestamp("last_watched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.sessionId] }),
    index("watch_sessions_recent_idx").on(t.videoId, t.lastWatchedAt),
  ],
);

/** Per-video totals, kept up to date by each beacon's upsert. */
export const videoInsights = pgTable("video_insights", {
  videoId: bigint("video_id", { mode: "number" })
    .primaryKey()
    .references(() => videos.id, { onDelete: "cascade" }),
  sessions: integer("sessions").notNull().default(0),
  watchSeconds: doublePrecision("watch_seconds").notNull().default(0),
  /** Sessions that watched at least COMPLETION_SHARE of the video. */
  completedSessions: integer("completed_sessions").notNull().default(0),
  /** Sessions that watched each bucket. */
  retention: integer("retention")
    .array()
    .notNull()
    .default(sql`array_fill(0, array[100])`),
  /** Clicks on the video's call-to-action button. */
  ctaClicks: integer("cta_clicks").notNull().default(0),
  /** Clicks on the "Made with Demoreel" badge of a free workspace's video (counted like CTA clicks). */
  badgeClicks: integer("badge_clicks").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type VideoInsightsRow = typeof videoInsights.$inferSelect;

/**
 * Page opens per viewer (keyed as views key them; `link:ID` for a tracked link's recipient): a
 * page load, a link fetched by a mail scanner or a preview bot, whether or not anything played.
 * Views count only after real playback, so "opened, not played" is `opens` without a view. Like
 * views, one viewer's opens count once per view window.
 */
export const videoOpens = pgTable(
  "video_opens",
  {
    videoId: bigint("video_id", { mode: "number" })
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    viewerKey: text("viewer_key").notNull(),
    opens: integer("opens").notNull().default(1),
    firstOpenedAt: timestamp("first_opened_at", { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.viewerKey] })],
);
