import { describe, expect, it } from "vitest";
import { findLeftover, type LeftoverDeps } from "@/client/uploads/leftover";
import { createMemoryPartStore, type StoredRecording } from "@/client/uploads/part-store";

const recording = (over: Partial<StoredRecording>): StoredRecording => ({
  id: "r",
  sessionId: "s",
  mimeType: "video/webm",
  mode: "screen-only",
  startedAt: 0,
  durationMs: 5000,
  partCount: 2,
  updatedAt: 0,
  ...over,
});

async function browserWith(recordings: StoredRecording[], live: string[] = []) {
  const store = createMemoryPartStore();
  for (const r of recordings) await store.saveRecording(r);
  const discarded: string[] = [];
  const deps: LeftoverDeps = {
    store,
    isLive: async (id) => live.includes(id),
    discard: async (r) => {
      discarded.push(r.id);
      await store.deleteRecording(r.id);
    },
  };
  return { deps, discarded };
}

describe("unsaved-recording recovery", () => {
  it("offers a leftover only to the user who recorded it", async () => {
    const { deps } = await browserWith([recording({ id: "alice-1", userId: "alice" })]);
    expect((await findLeftover("alice", deps))?.id).toBe("alice-1");
    expect(await findLeftover("bob", deps)).toBeNull();
  });

  it("never offers a record without an owner, and leaves other users' empty ones alone", async () => {
    const { deps, discarded } = await browserWith([
      recording({ id: "legacy" }),
      recording({ id: "bob-empty", userId: "bob", partCount: 0, durationMs: 0 }),
    ]);
    expect(await findLeftover("alice", deps)).toBeNull();
    expect(discarded).toEqual([]);
    expect(await findLeftover("bob", deps)).toBeNull();
    expect(discarded).toEqual(["bob-empty"]);
  });

  it("picks the user's newest leftover that no tab is recording", async () => {
    const { deps } = await browserWith(
      [
        recording({ id: "old", userId: "alice", updatedAt: 1 }),
        recording({ id: "live", userId: "alice", updatedAt: 3 }),
        recording({ id: "new", userId: "alice", updatedAt: 2 }),
        recording({ id: "bobs", userId: "bob", updatedAt: 9 }),
      ],
      ["live"],
    );
    expect((await findLeftover("alice", deps))?.id).toBe("new");
  });
});
