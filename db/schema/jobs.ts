import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { randomId } from "./ids";
import { videos } from "./videos";

export const jobStates = ["queued", "running", "completed", "failed", "cancelled"] as const;
export type JobState = (typeof jobStates)[number];

/** Durable processing jobs, claimed with FOR UPDATE SKIP LOCKED and leased to one worker at a time. */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().$defaultFn(randomId),
    kind: text("kind").notNull(),
    videoId: bigint("video_id", { mode: "number" }).references(() => videos.id, {
      onDelete: "cascade",
    }),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    state: text("state").$type<JobState>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(3),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("jobs_claim_idx").on(t.state, t.runAt), index("jobs_video_idx").on(t.videoId)],
);

export type Job = typeof jobs.$inferSelect;
