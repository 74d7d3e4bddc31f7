import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/usage/route";
import { uploadSessions, videos } from "@/db/schema";
import { recordUploadedImage } from "@/lib/attachments/orphan-images";
import type { StorageUsage } from "@/lib/usage/types";
import { apiRequest, createTestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { ensurePersonalWorkspace } from "@/lib/workspaces/personal";

const database = useTestDatabase();

describe("GET /api/usage", () => {
  it("answers 401 to a signed-out caller", async () => {
    const response = await GET(apiRequest("/api/usage"));
    expect(response.status).toBe(401);
  });

  it("adds up the caller's originals, images and live uploads, and nobody else's", async () => {
    const db = database.db();
    const user = await createTestUser(db);
    const other = await createTestUser(db);
    const mine = await ensurePersonalWorkspace(db, user.id);
    const theirs = await ensurePersonalWorkspace(db, other.id);
    await db.insert(videos).values([
      {
        userId: user.id,
        workspaceId: mine,
        originalKey: "videos/a/original.webm",
        originalSize: 1000,
      },
      {
        userId: user.id,
        workspaceId: mine,
        originalKey: "videos/b/original.webm",
        originalSize: 2000,
      },
      {
        userId: other.id,
        workspaceId: theirs,
        originalKey: "videos/c/original.webm",
        originalSize: 9999,
      },
    ]);
    await recordUploadedImage(db, {
      key: `attachments/${user.id}/1-aaaaaa-a.png`,
      userId: user.id,
      size: 300,
    });
    await db.insert(uploadSessions).values([
      {
        id: "open-session-usage-0001",
        userId: user.id,
        storagePrefix: "uploads/u1",
        bytesReceived: 40,
      },
      {
        // A tab closed an hour ago: the sweep removes it after a day, but it is not in progress.
        id: "gone-session-usage-0001",
        userId: user.id,
        storagePrefix: "uploads/u3",
        bytesReceived: 220_000,
        updatedAt: new Date(Date.now() - 60 * 60 * 1000),
      },
      {
        id: "done-session-usage-0001",
        userId: user.id,
        storagePrefix: "uploads/u2",
        bytesReceived: 5000,
        status: "committed",
      },
    ]);

    const response = await GET(apiRequest("/api/usage", { token: user.token }));

    expect(response.status).toBe(200);
    expect((await response.json()) as StorageUsage).toEqual({
      videoCount: 2,
      videoBytes: 3000,
      imageBytes: 300,
      uploadingBytes: 40,
      totalBytes: 3340,
    });
  });
});
