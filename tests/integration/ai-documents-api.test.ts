import { describe, expect, it } from "vitest";
import { DELETE, PATCH } from "@/app/api/ai-documents/[id]/route";
import { GET, POST } from "@/app/api/videos/[id]/ai-documents/route";
import type { AiDocumentResponse } from "@/lib/ai/documents/schemas";
import { useTestDatabase } from "../support/test-database";
import { as, callJson, lazyWorld, sharedDemoOrHidden, type Who } from "./videos-fixtures";

const database = useTestDatabase();
const setup = lazyWorld(database, { video: sharedDemoOrHidden });

describe("saved documents: create, list, edit, delete", () => {
  it("lets the owner create (201 with id), everyone who may see the video list, and hides private videos", async () => {
    const w = await setup();
    const created = await callJson(POST, `/api/videos/${w.shared}/ai-documents`, w.shared, {
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
      const list = await callJson(
        GET,
        `/api/videos/${w.shared}/ai-documents`,
        w.shared,
        as(who, w),
      );
      expect(list.status, who).toBe(200);
      expect((list.body as unknown as AiDocumentResponse[]).map((d) => d.title)).toContain("Notes");
      const hidden = await callJson(
        GET,
        `/api/videos/${w.hidden}/ai-documents`,
        w.hidden,
        as(who, w),
      );
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
      const res = await callJson(POST, `/api/videos/${w.shared}/ai-documents`, w.shared, {
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
    const noTitle = await callJson(POST, path, w.shared, {
      method: "POST",
      token: w.owner.token,
      body: { title: " ", content: "x" },
    });
    expect(noTitle).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("Title required"), code: "invalid_input" },
    });
    const noContent = await callJson(POST, path, w.shared, {
      method: "POST",
      token: w.owner.token,
      body: { title: "T" },
    });
    expect(noContent).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("Content required"), code: "invalid_input" },
    });
  });

  it("lets only the owner edit and delete", async () => {
    const w = await setup();
    const created = await callJson(POST, `/api/videos/${w.shared}/ai-documents`, w.shared, {
      method: "POST",
      token: w.owner.token,
      body: { title: "Draft", content: "Body" },
    });
    const id = created.body.id as number;
    for (const who of ["other", "anonymous", "signed out"] as Who[]) {
      const patch = await callJson(PATCH, `/api/ai-documents/${id}`, id, {
        method: "PATCH",
        body: { title: "Hacked" },
        ...as(who, w),
      });
      expect(patch.status, who).toBe(who === "other" ? 404 : 401);
      expect(patch.body.code, who).toBe(who === "other" ? "document_not_found" : "unauthorized");
      const del = await callJson(DELETE, `/api/ai-documents/${id}`, id, {
        method: "DELETE",
        ...as(who, w),
      });
      expect(del.status, who).toBe(who === "other" ? 404 : 401);
    }
    const patched = await callJson(PATCH, `/api/ai-documents/${id}`, id, {
      method: "PATCH",
      token: w.owner.token,
      body: { title: "Final" },
    });
    expect(patched).toMatchObject({ status: 200, body: { title: "Final", content: "Body" } });
    const blank = await callJson(PATCH, `/api/ai-documents/${id}`, id, {
      method: "PATCH",
      token: w.owner.token,
      body: { content: "" },
    });
    expect(blank.status).toBe(400);
    expect(
      (
        await callJson(DELETE, `/api/ai-documents/${id}`, id, {
          method: "DELETE",
          token: w.owner.token,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await callJson(DELETE, `/api/ai-documents/${id}`, id, {
          method: "DELETE",
          token: w.owner.token,
        })
      ).status,
    ).toBe(404);
  });
});
