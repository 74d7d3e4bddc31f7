import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { randomId } from "./ids";

export const workspaceRoles = ["owner", "admin", "creator", "viewer"] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

/** A library of videos shared by its members; every user also has exactly one personal one. */
export const workspaces = pgTable("workspaces", {
  id: bigint("id", { mode: "number" }).primaryKey().$defaultFn(randomId),
  name: text("name").notNull(),
  /**
   * The personal flag: the user whose personal workspace this is (null: a team workspace). Unique,
   * so two first requests of a new user can never make two personal workspaces.
   */
  personalFor: text("personal_for")
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Custom branding (Pro Annual): the accent `#rrggbb`, shown only while the plan includes it. */
  accentColor: text("accent_color"),
  /** The storage key of the resized logo (a new key on every upload, so its URL is versioned). */
  logoKey: text("logo_key"),
  /**
   * When the branding last changed (null: never set). The share page's cached version folds it
   * in, so a change shows on the next request without a purge.
   */
  brandingUpdatedAt: timestamp("branding_updated_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who belongs to a workspace and as what; the owner is the one member with role 'owner'. */
export const workspaceMembers = pgTable(
  "workspace_members",
  {
    workspaceId: bigint("workspace_id", { mode: "number" })
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<WorkspaceRole>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index("workspace_members_user_idx").on(t.userId),
    uniqueIndex("workspace_members_one_owner_idx")
      .on(t.workspaceId)
      .where(sql`role = 'owner'`),
    check("workspace_members_role_check", sql`role in ('owner', 'admin', 'creator', 'viewer')`),
  ],
);

/**
 * An emailed invitation. The link's token is never stored: only its SHA-256 (to find the invite)
 * and a random nonce the token is derived from with the server secret (to write the email later).
 */
export const workspaceInvites = pgTable(
  "workspace_invites",
  {
    id: bigint("id", { mode: "number" }).primaryKey().$defaultFn(randomId),
    workspaceId: bigint("workspace_id", { mode: "number" })
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").$type<Exclude<WorkspaceRole, "owner">>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    tokenNonce: text("token_nonce").notNull(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * An account signed in with another address than the invite's asked to join with it: it joins
     * only once an admin approves (null: no such request).
     */
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("workspace_invites_workspace_idx").on(t.workspaceId, t.createdAt),
    check("workspace_invites_role_check", sql`role in ('admin', 'creator', 'viewer')`),
  ],
);

/**
 * The owner's offer of the workspace to one of its admins: ownership moves only when they accept.
 * At most one per workspace (an expired one is replaced by the next offer).
 */
export const workspaceOwnershipOffers = pgTable("workspace_ownership_offers", {
  id: bigint("id", { mode: "number" }).primaryKey().$defaultFn(randomId),
  workspaceId: bigint("workspace_id", { mode: "number" })
    .notNull()
    .unique()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  offeredBy: text("offered_by")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  offeredTo: text("offered_to")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A folder of a workspace's videos; `parentId` allows one level of nesting. */
export const folders = pgTable(
  "folders",
  {
    id: bigint("id", { mode: "number" }).primaryKey().$defaultFn(randomId),
    workspaceId: bigint("workspace_id", { mode: "number" })
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    parentId: bigint("parent_id", { mode: "number" }).references((): AnyPgColumn => folders.id, {
      onDelete: "cascade",
    }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("folders_workspace_idx").on(t.workspaceId, t.parentId)],
);

export type Workspace = typeof workspaces.$inferSelect;
export type WorkspaceMember = typeof workspaceMembers.$inferSelect;
export type WorkspaceInvite = typeof workspaceInvites.$inferSelect;
export type Folder = typeof folders.$inferSelect;
export type WorkspaceOwnershipOffer = typeof workspaceOwnershipOffers.$inferSelect;
