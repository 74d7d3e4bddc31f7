import { describe, expect, it } from "vitest";
import { DELETE, PATCH } from "@/app/api/ai-documents/[id]/route";
import { GET, POST } from "@/app/api/videos/[id]/ai-documents/route";
import type { AiDocumentResponse } from "@/lib/ai/documents/schemas";
import { apiRequest, createTestUser, routeParams } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { as, insertVideo, type People, type Who } from "./videos-fixtures";

const database = useTestDatabase();
let world: (People & { shared: number; hidden: number }) | undefined;

async function setup() {
  if (world) return world;
  const db = database.db();
  const owner = await createTestUser(db);
  const other = await createTestUser(db);
  const shared = await insertVideo(db, owner.id, {
    isPrivate: false,
    title: "Shared demo",
    transcript: '[{"time":0,"text":"Hello team"}]',
  });
  const hidden = await insertVideo(db, owner.id, { isPrivate: true });
  world = { owner, other, shared: shared.id, hidden: hidden.id };
  return world;
}

const call = async (
  route: (r: Request, c: ReturnType<typeof routeParams>) => Promise<Response>,
  path: string,
  id: number,
  options: Parameters<typeof apiRequest>[1],
) => {
  const response = await route(apiRequest(path, options), routeParams({ id: String(id) }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe("saved documents: create, list, edit, delete", () => {
  it("lets the owner create (201 with id), everyone who may see the video list, and hides private videos", async () => {
    const w = await setup();
    const created = await call(POST, `/api/videos/${w.shared}/ai-documents`, w.shared, {
      method: "POST",
      token: w.owner.token,
      body: { title: "Notes", content: "- one\n- two" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      title: "Notes",
      source: "manual",
    });

    for (const who of ["owner", "other", "anonymous", "signed out"] as Who[]) {
      const list = await call(GET, `/api/videos/${w.shared}/ai-documents`, w.shared, as(who, w));
      expect(list.status, who).toBe(200);
      expect((list.body as unknown as AiDocumentResponse[]).map((d) => d.title)).toContain("Notes");
      const hidden = await call(GET, `/api/videos/${w.hidden}/ai-documents`, w.hidden, as(who, w));
      expect(hidden.status, who).toBe(who === "owner" ? 200 : 404);
    }
  });

  it("refuses writes by anyone but the owner", async () => {
    const w = await setup();
    const body = { title: "X", content: "Y" };
    const expected: Record<Who, number> = {
      owner: 201,
      other: 404,
      anonymous: 401,
      "signed out": 401,
    };
    for (const who of Object.keys(expected) as Who[]) {
      const res = await call(POST, `/api/videos/${w.shared}/ai-documents`, w.shared, {
        method: "POST",
        body,
        ...as(who, w),
      });
      expect(res.status, who).toBe(expected[who]);
    }
  });

  it("requires a title and content", async () => {
    const w = await setup();
    const path = `/api/videos/${w.shared}/ai-documents`;
    const noTitle = await call(POST, path, w.shared, {
      method: "POST",
      token: w.owner.token,
      body: { title: " ", content: "x" },
    });
    expect(noTitle).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("Title required") },
    });
    const noContent = await call(POST, path, w.shared, {
      method: "POST",
      token: w.owner.token,
      body: { title: "T" },
    });
    expect(noContent).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("Content required") },
    });
  });

  it("lets only the owner edit and delete", async () => {
    const w = await setup();
    const created = await call(POST, `/api/videos/${w.shared}/ai-documents`, w.shared, {
      method: "POST",
      token: w.owner.token,
      body: { title: "Draft", content: "Body" },
    });
    const id = created.body.id as number;
    for (const who of ["other", "anonymous", "signed out"] as Who[]) {
      const patch = await call(PATCH, `/api/ai-documents/${id}`, id, {
        method: "PATCH",
        body: { title: "Hacked" },
        ...as(who, w),
      });
      expect(patch.status, who).toBe(who === "other" ? 404 : 401);
      const del = await call(DELETE, `/api/ai-documents/${id}`, id, {
        method: "DELETE",
        ...as(who, w),
      });
      expect(del.status, who).toBe(who === "other" ? 404 : 401);
    }
    const patched = await call(PATCH, `/api/ai-documents/${id}`, id, {
      method: "PATCH",
      token: w.owner.token,
      body: { title: "Final" },
    });
    expect(patched).toMatchObject({ status: 200, body: { title: "Final", content: "Body" } });
    const blank = await call(PATCH, `/api/ai-documents/${id}`, id, {
      method: "PATCH",
      token: w.owner.token,
      body: { content: "" },
    });
    expect(blank.status).toBe(400);
    expect(
      (
        await call(DELETE, `/api/ai-documents/${id}`, id, {
          method: "DELETE",
          token: w.owner.token,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(DELETE, `/api/ai-documents/${id}`, id, {
          method: "DELETE",
          token: w.owner.token,
        })
      ).status,
    ).toBe(404);
  });
});
