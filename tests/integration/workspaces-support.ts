import { expect } from "vitest";
import { workspaceMembers, type WorkspaceRole } from "@/db/schema";
import type { Db } from "@/db/types";
import { createWorkspace } from "@/lib/workspaces/manage";
import { removeMember } from "@/lib/workspaces/members";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";

// Shared by the workspace test files: a cast of users, team workspaces with one member of each
// role, and a way to call a route as any of them.

export const ROLES = ["owner", "admin", "creator", "viewer"] as const;
/**
 * Everyone the access matrix asks: the four roles, a member removed from the workspace, a
 * signed-in outsider, and nobody.
 */
export type Who = WorkspaceRole | "former" | "outsider" | "signed out";

export interface Cast {
  people: Record<WorkspaceRole | "former" | "outsider", TestUser>;
}

export async function createCast(db: Db): Promise<Cast> {
  const people = {} as Cast["people"];
  for (const who of [...ROLES, "former", "outsider"] as const) {
    people[who] = await createTestUser(db, { firstName: who, lastName: "Tester" });
  }
  return { people };
}

/** Adds a user to a workspace with a role, as an accepted invite would. */
export async function addMember(db: Db, workspaceId: number, userId: string, role: WorkspaceRole) {
  await db.insert(workspaceMembers).values({ workspaceId, userId, role });
}

/**
 * A team workspace owned by the cast's owner, with its admin, creator and viewer as members, and
 * its former member: a creator the admin removed.
 */
export async function createTeam(db: Db, cast: Cast, name = "Sales"): Promise<number> {
  const { id } = await createWorkspace(db, cast.people.owner.id, name);
  for (const role of ["admin", "creator", "viewer"] as const) {
    await addMember(db, id, cast.people[role].id, role);
  }
  await addMember(db, id, cast.people.former.id, "creator");
  await removeMember(db, {
    workspaceId: id,
    userId: cast.people.admin.id,
    memberId: cast.people.former.id,
  });
  return id;
}

/** The cast and its team, made on a test file's first use and shared by its tests. */
export function lazyTeam(database: { db: () => Db }) {
  let world: { cast: Cast; team: number } | undefined;
  return async () => {
    if (!world) {
      const cast = await createCast(database.db());
      world = { cast, team: await createTeam(database.db(), cast) };
    }
    return { db: database.db(), ...world };
  };
}

type Route = (
  request: Request,
  context?: { params?: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

/** Calls a route handler as someone (with their API token), with path params and a JSON body. */
export function call(
  route: Route,
  path: string,
  params: Record<string, string | number>,
  who: TestUser | null,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  const request = apiRequest(path, { token: who?.token, method: init.method, body: init.body });
  const strings = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return route(request, routeParams(strings));
}

export const personOf = (cast: Cast, who: Who): TestUser | null =>
  who === "signed out" ? null : cast.people[who];

/** What a refused role check answers: 403 naming the role needed. */
export async function expectRoleRefusal(response: Response, message: string) {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ message, code: "workspace_role_required" });
}
