import { bigint, boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { randomId } from "./ids";
import { workspaces } from "./workspaces";

/** A message to the support team from the Help Center's 'Contact Support' form. */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: bigint("id", { mode: "number" }).primaryKey().$defaultFn(randomId),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The workspace whose plan decided the priority; kept if the workspace goes. */
    workspaceId: bigint("workspace_id", { mode: "number" }).references(() => workspaces.id, {
      onDelete: "set null",
    }),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    videoUrl: text("video_url"),
    /** The plan had priority support when the request was made. */
    priority: boolean("priority").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("support_requests_user_created_idx").on(t.userId, t.createdAt)],
);

export type SupportRequest = typeof supportRequests.$inferSelect;
