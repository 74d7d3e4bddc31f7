import { put } from "@vercel/blob/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/uploads/route";
import { createMemoryPartStore } from "@/client/uploads/part-store";
import type { DirectUploadGrant, PutDirect } from "@/client/uploads/upload-protocol";
import { RecordingUploader, type UploaderDeps } from "@/client/uploads/upload-client";
import { getStorage, type Storage } from "@/lib/storage";
import { createVercelBlobStorage } from "@/lib/storage/vercel-blob";
import { MAX_PART_BYTES } from "@/lib/uploads/shared";
import type { UploadSessionResponse } from "@/lib/uploads/serialize";
import type { VideoResponse } from "@/lib/videos/serialize";
import { startFakeVercelBlob, type FakeVercelBlob } from "../support/fake-vercel-blob";
import { createTestUser, type TestUser } from "../support/fixtures";
import { appFetch } from "../support/upload-routes";
import { useTestDatabase } from "../support/test-database";
import { runUploadJoins } from "../support/upload-joins";
import { webmBytes } from "./videos-fixtures";

// The recorder's upload on Vercel Blob: the real SDK on both sides, the blob service faked at the
// network edge (tests/support/fake-vercel-blob.ts), the routes called as the browser calls them.

const database = useTestDatabase();
const globalForStorage = globalThis as unknown as { demoreelStorage?: Storage };
let fake: FakeVercelBlob;
let previousStorage: Storage | undefined;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  fake = await startFakeVercelBlob();
  previousStorage = globalForStorage.demoreelStorage;
  globalForStorage.demoreelStorage = createVercelBlobStorage(fake.readWriteToken);
  owner = await createTestUser(database.db());
  other = await createTestUser(database.db());
});

afterAll(async () => {
  globalForStorage.demoreelStorage = previousStorage;
  await fake?.close();
});

/** What the browser does with a grant (client/uploads/browser-deps.ts), with the real client SDK. */
const putDirect: PutDirect = async (grant, part) => {
  await put(grant.pathname, part, {
    access: grant.access,
    token: grant.token,
    contentType: grant.contentType,
  });
};

function deps(user: TestUser): UploaderDeps {
  let now = 0;
  return {
    fetch: appFetch(user),
    store: createMemoryPartStore(),
    // Each call moves the clock by a second: a part is cut every few chunks.
    now: () => (now += 1000),
    sleep: () => new Promise((resolve) => setTimeout(resolve, 5)),
    putDirect,
  };
}

const partKeys = (sessionId: string) =>
  [...fake.objects.keys()].filter((key) => key.startsWith(`uploads/${sessionId}/`));

describe("upload sessions on Vercel Blob", () => {
  it("sends every part straight to the store and commits them into the exact original", async () => {
    const uploader = await RecordingUploader.start({
      mimeType: "video/webm;codecs=vp9,opus",
      mode: "screen-camera",
      userId: owner.id,
      deps: deps(owner),
    });
    expect(uploader.recording.partUpload).toBe("blob");
    const bytes = webmBytes();
    const chunk = Math.ceil(bytes.length / 10);
    for (let i = 0; i < 10; i++)
      uploader.addChunk(
        new Blob([new Uint8Array(bytes.subarray(i * chunk, (i + 1) * chunk))]),
        i * 500,
      );
    uploader.finish(5000);
    await uploader.drained();
    const sessionId = uploader.sessionId!;
    expect(partKeys(sessionId).length).toBe(uploader.partCount);
    expect(uploader.partCount).toBeGreaterThan(1);

    const video: VideoResponse = await uploader.commit(
      { title: "Straight to Blob", description: "", isPrivate: true, duration: 5 },
      null,
    );
    expect(video).toMatchObject({ title: "Straight to Blob", processingStatus: "queued" });
    // The commit answered before the join; the worker's join reads the parts from the store.
    expect(partKeys(sessionId).length).toBe(uploader.partCount);
    expect((await runUploadJoins(database.db(), getStorage())).get(video.id)).toBeNull();
    const original = fake.objects.get(`videos/${video.id}/original.webm`);
    expect(original?.body.equals(bytes)).toBe(true);
    expect(partKeys(sessionId)).toEqual([]);

    // Part bytes reached the store with one-part client tokens, never through our part route.
    const partWrites = fake.requests.filter(
      (r) => r.kind === "api" && r.method === "PUT" && r.path.includes(`uploads%2F${sessionId}`),
    );
    expect(partWrites.length).toBe(uploader.partCount);
    expect(partWrites.every((r) => r.auth === "client")).toBe(true);
  });

  it("grants one part to its owner only, and acknowledges only what the store holds", async () => {
    const created = await createRoute(
      new Request("http://127.0.0.1:3000/api/uploads", {
        method: "POST",
        headers: { authorization: `Bearer ${owner.token}`, "content-type": "application/json" },
        body: "{}",
      }),
    );
    const session = (await created.json()) as UploadSessionResponse;
    expect(session.partUpload).toBe("blob");
    const call = (user: TestUser, path: string, method = "POST") =>
      appFetch(user)(`/api/uploads/${session.id}${path}`, { method });

    expect((await call(other, "/parts/0/token")).status).toBe(404);
    expect((await call(owner, "/parts/0/complete")).status).toBe(409);
    const grant = (await (await call(owner, "/parts/0/token")).json()) as DirectUploadGrant;
    expect(grant).toMatchObject({
      pathname: `uploads/${session.id}/part-000000`,
      access: "private",
      contentType: "application/octet-stream",
    });

    // The grant is for this one part: another pathname, or more than 4 MB, is refused by the store.
    await expect(
      put(`uploads/${session.id}/part-000001`, new Blob(["x"]), {
        access: grant.access,
        token: grant.token,
        contentType: grant.contentType,
      }),
    ).rejects.toThrow();
    await expect(
      putDirect(grant, new Blob([new Uint8Array(MAX_PART_BYTES + 1)])),
    ).rejects.toThrow();
    expect(partKeys(session.id)).toEqual([]);

    await putDirect(grant, new Blob([new Uint8Array(webmBytes())]));
    expect((await call(other, "/parts/0/complete")).status).toBe(404);
    const done = await call(owner, "/parts/0/complete");
    expect(done.status).toBe(200);
    expect(((await done.json()) as UploadSessionResponse).parts).toEqual([0]);

    // Discard removes the parts from the store.
    expect((await call(owner, "", "DELETE")).status).toBe(204);
    expect(partKeys(session.id)).toEqual([]);
  });
});
