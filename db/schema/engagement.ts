import { bigint, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { randomId } from "./ids";
import { videos } from "./videos";

/**
 * A share link made for one recipient: views, beacons and clicks of a browser that opened it are
 * attributed to the recipient. The token is looked up by its hash; the owner copies the link again
 * later from the sealed token (lib/crypto/sealed-box.ts), which the database alone cannot open.
 * A revoked link stays for its figures but attributes nothing more.
 */
export const trackedLinks = pgTable(
  "tracked_links",
  {
    id: bigint("id", { mode: "number" }).primaryKey().$defaultFn(randomId),
    videoId: bigint("video_id", { mode: "number" })
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    /** SHA-256 of the token, hex. */
    tokenHash: text("token_hash").notNull().unique(),
    /** The token, sealed under the server's secret; null for links made before it was kept. */
    tokenSealed: text("token_sealed"),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email"),
    company: text("company"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** When the owner was emailed about the link's first view: set once, so one email per link. */
    firstViewNotifiedAt: timestamp("first_view_notified_at", { withTimezone: true }),
  },
  (t) => [index("tracked_links_video_idx").on(t.videoId, t.createdAt)],
);

/**
 * Who clicked a video's call to action, one row per viewer (keyed as views key them): the
 * per-viewer "clicked" and the conversion read it; the video's click total stays in video_insights.
 */
export const viewerCtaClicks = pgTable(
  "viewer_cta_clicks",
  {
    videoId: bigint("video_id", { mode: "number" })
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    viewerKey: text("viewer_key").notNull(),
    firstClickedAt: timestamp("first_clicked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.viewerKey] })],
);

/**
 * A viewer who gave an email at a video's email gate: their views, sessions, clicks, comments and
 * reactions are filed under `gated:{id}`. One row per browser that gave it (the address is not
 * verified, so the same address typed in another browser is another viewer, never a way into the
 * first one); the owner's figures count the rows of one video and address as one person. The
 * name is the one that browser gave, never replaced. Only the owner and the workspace's admins
 * see the address.
 */
export const gatedViewers = pgTable(
  "gated_viewers",
  {
    id: bigint("id", { mode: "number" }).primaryKey().$defaultFn(randomId),
    videoId: bigint("video_id", { mode: "number" })
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    /**
     * Lower-cased. Null for a guest who commented or reacted under a name alone: such a viewer
     * never passes the email gate (viewer-pass.ts).
     */
    email: text("email"),
    name: text("name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("gated_viewers_video_email_idx").on(t.videoId, t.email)],
);

export type GatedViewer = typeof gatedViewers.$inferSelect;
export type TrackedLink = typeof trackedLinks.$inferSelect;
