// @vitest-environment node
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLocalDiskStorage } from "@/lib/storage/local-disk";
import type { LocalDiskStorage } from "@/lib/storage/local-disk";
import { describeStorageContract, failingStream, sha256 } from "@/tests/support/storage-contract";

describeStorageContract(
  "local disk",
  async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-storage-"));
    return {
      storage: createLocalDiskStorage(dir),
      close: () => rm(dir, { recursive: true, force: true }),
    };
  },
  { keepsMetadata: true, localFileIsCopy: false },
);

let root: string;
let storage: LocalDiskStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "demoreel-storage-"));
  storage = createLocalDiskStorage(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("local disk storage", () => {
  const data = randomBytes(5 * 1024 * 1024 + 123);
  const key = "videos/1/original.webm";

  it("writes the file under the root, with a new ETag on every write", async () => {
    const stored = await storage.put(key, data, { contentType: "video/webm" });
    expect(stored.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(sha256(await readFile(path.join(root, key)))).toBe(sha256(data));
    expect((await storage.head(key))?.etag).toBe(stored.etag);
    const again = await storage.put(key, data, { contentType: "video/webm" });
    expect(again.etag).not.toBe(stored.etag);
    expect((await storage.head(key))?.etag).toBe(again.etag);
  });

  it("keeps files readable (0600) and folders listable (0700) by the app's user only", async () => {
    const privateRoot = path.join(root, "private-root");
    const privateStorage = createLocalDiskStorage(privateRoot);
    await privateStorage.put("videos/7/original.webm", new Uint8Array([1, 2, 3]), {
      contentType: "video/webm",
    });
    const mode = async (p: string) => (await stat(path.join(privateRoot, p))).mode & 0o777;
    expect(await mode("videos/7/original.webm")).toBe(0o600);
    expect(await mode("videos/7/original.webm.meta.json")).toBe(0o600);
    expect(await mode("videos/7")).toBe(0o700);
    expect(await mode("videos")).toBe(0o700);
    expect(await mode(".")).toBe(0o700);
  });

  it("reads ranges past the end as RangeErrors", async () => {
    await expect(storage.get(key, { start: 0, end: data.byteLength })).rejects.toThrow(RangeError);
    await expect(storage.get(key, { start: 5, end: 4 })).rejects.toThrow(RangeError);
  });

  it("never shows a partial file under the final name", async () => {
    let push!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (push = c) });
    const final = path.join(root, "videos/2/original.webm");
    const pending = storage.put("videos/2/original.webm", body, { contentType: "video/webm" });
    push.enqueue(data.subarray(0, 1024 * 1024));
    // The first bytes reach a temp file...
    await vi.waitFor(async () =>
      expect((await readdir(path.dirname(final))).some((f) => f.endsWith(".tmp"))).toBe(true),
    );
    expect(existsSync(final)).toBe(false);
    expect(await storage.head("videos/2/original.webm")).toBeNull();
    push.enqueue(data.subarray(1024 * 1024));
    push.close();
    expect((await pending).size).toBe(data.byteLength);
    expect(existsSync(final)).toBe(true);
    expect((await readdir(path.dirname(final))).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("removes the temp file when the body fails", async () => {
    await storage.put("videos/3/x.bin", new TextEncoder().encode("old"), {
      contentType: "text/plain",
    });
    await expect(
      storage.put("videos/3/x.bin", failingStream(), { contentType: "text/plain" }),
    ).rejects.toThrow("client went away");
    expect(await readdir(path.join(root, "videos/3"))).toEqual(["x.bin", "x.bin.meta.json"]);
  });

  it("deletes a key's metadata sidecar and a prefix's directory", async () => {
    await storage.put("videos/9/a", new Uint8Array([1]), { contentType: "x/y" });
    await storage.delete(["videos/9/a"]);
    expect(existsSync(path.join(root, "videos/9/a.meta.json"))).toBe(false);
    await storage.deletePrefix("videos/9/");
    expect(existsSync(path.join(root, "videos/9"))).toBe(false);
  });

  it("writes nothing outside the root for keys that would escape it", async () => {
    await expect(
      storage.put("../outside", new Uint8Array([1]), { contentType: "x/y" }),
    ).rejects.toThrow();
    expect(existsSync(path.join(path.dirname(root), "outside"))).toBe(false);
    expect(await storage.head("videos")).toBeNull();
  });

  it("gives the real path as a local file", async () => {
    const local = await storage.toLocalFile(key);
    expect(local.path).toBe(path.join(root, key));
  });

  it("passes its health check and leaves nothing behind", async () => {
    await storage.healthCheck();
    expect(await readdir(path.join(root, "_health"))).toEqual([]);
  });

  it("a write that fails after its sidecar leaves neither file behind", async () => {
    // The key's path is a folder, so moving the bytes into place fails once the sidecar is written.
    await storage.put("late/part-000001/inner", Buffer.from("x"), { contentType: "text/plain" });
    await expect(
      storage.put("late/part-000001", Buffer.from("y"), { contentType: "text/plain" }),
    ).rejects.toThrow();
    expect((await readdir(path.join(root, "late"))).sort()).toEqual(["part-000001"]);
  });

  it("requires an absolute root", () => {
    expect(() => createLocalDiskStorage("relative/dir")).toThrow();
  });
});
