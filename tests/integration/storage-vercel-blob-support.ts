import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { createVercelBlobStorage } from "@/lib/storage/vercel-blob";
import type { VercelBlobStorage } from "@/lib/storage/vercel-blob";
import { startFakeVercelBlob } from "@/tests/support/fake-vercel-blob";
import type { FakeVercelBlob } from "@/tests/support/fake-vercel-blob";

// Shared by the Vercel Blob storage test files: importing this starts the fake service for the
// importing file (one fake per process) and a storage on it; a fault inside the fake fails the test.

export let fake: FakeVercelBlob;
export let storage: VercelBlobStorage;

beforeAll(async () => {
  fake = await startFakeVercelBlob();
  storage = createVercelBlobStorage(fake.readWriteToken);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  // Every test starts from its own log; a fault inside the fake fails the test that caused it.
  fake.requests.length = 0;
  fake.errors.length = 0;
  return () => expect(fake.errors).toEqual([]);
});
