// @vitest-environment node
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { InvalidKeyError, ObjectNotFoundError } from "@/lib/storage/errors";
import { createLocalDiskStorage } from "@/lib/storage/local-disk";
import type { LocalDiskStorage } from "@/lib/storage/local-disk";

let root: string;
let storage: LocalDiskStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "demoreel-storage-"));
  storage = createLocalDiskStorage(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function chunkedStream(data: Uint8Array, chunk: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= data.byteLength) return controller.close();
      controller.enqueue(data.slice(offset, offset + chunk));
      offset += chunk;
    },
  });
}

async function bytes(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(body).arrayBuffer());
}

const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

describe("local disk storage", () => {
  const data = randomBytes(5 * 1024 * 1024 + 123);
  const key = "videos/1/original.webm";

  it("streams a 5 MB web stream in and reads back identical bytes", async () => {
    const stored = await storage.put(key, chunkedStream(data, 64 * 1024), {
      contentType: "video/webm",
      metadata: { userId: "u1" },
    });
    expect(stored).toMatchObject({ key, size: data.byteLength, contentType: "video/webm" });
    expect(stored.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(stored.etag).toBe(`"${sha256(data).slice(0, 32)}"`);
    const head = await storage.head(key);
    expect(head).toEqual(stored);
    const got = await storage.get(key);
    expect(got?.object.metadata).toEqual({ userId: "u1" });
    expect(sha256(await bytes(got!.body))).toBe(sha256(data));
    expect(sha256(await readFile(path.join(root, key)))).toBe(sha256(data));
  });

  it("accepts Node streams and byte arrays", async () => {
    await storage.put("a/node.bin", Readable.from([Buffer.from("he"), "llo"]), {
      contentType: "text/plain",
    });
    await storage.put("a/bytes.bin", new TextEncoder().encode("hello"), {
      contentType: "text/plain",
    });
    for (const k of ["a/node.bin", "a/bytes.bin"]) {
      expect((await bytes((await storage.get(k))!.body)).toString()).toBe("hello");
    }
    await storage.put("a/empty.bin", new Uint8Array(0), { contentType: "text/plain" });
    expect((await bytes((await storage.get("a/empty.bin"))!.body)).byteLength).toBe(0);
  });

  it("reads inclusive byte ranges", async () => {
    const got = await storage.get(key, { start: 1000, end: 1999 });
    expect((await bytes(got!.body)).equals(data.subarray(1000, 2000))).toBe(true);
    const last = await storage.get(key, { start: data.byteLength - 1, end: data.byteLength - 1 });
    expect((await bytes(last!.body)).equals(data.subarray(data.byteLength - 1))).toBe(true);
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

  it("removes the temp file and keeps the old object when the body fails", async () => {
    await storage.put("videos/3/x.bin", new TextEncoder().encode("old"), {
      contentType: "text/plain",
    });
    const failing = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new Uint8Array(10));
        c.error(new Error("client went away"));
      },
    });
    await expect(
      storage.put("videos/3/x.bin", failing, { contentType: "text/plain" }),
    ).rejects.toThrow("client went away");
    expect(await readdir(path.join(root, "videos/3"))).toEqual(["x.bin", "x.bin.meta.json"]);
    expect((await bytes((await storage.get("videos/3/x.bin"))!.body)).toString()).toBe("old");
  });

  it("deletes keys and prefixes", async () => {
    await storage.put("videos/9/a", new Uint8Array([1]), { contentType: "x/y" });
    await storage.put("videos/9/sub/b", new Uint8Array([2]), { contentType: "x/y" });
    await storage.put("videos/99/c", new Uint8Array([3]), { contentType: "x/y" });
    await storage.delete(["videos/9/a", "videos/9/missing"]);
    expect(await storage.head("videos/9/a")).toBeNull();
    expect(existsSync(path.join(root, "videos/9/a.meta.json"))).toBe(false);
    await storage.deletePrefix("videos/9/");
    expect(existsSync(path.join(root, "videos/9"))).toBe(false);
    expect(await storage.head("videos/99/c")).not.toBeNull();
    await storage.deletePrefix("videos/does-not-exist");
    await expect(storage.deletePrefix("")).rejects.toThrow(InvalidKeyError);
    await expect(storage.deletePrefix("/")).rejects.toThrow(InvalidKeyError);
  });

  it("refuses keys that escape the root", async () => {
    for (const bad of ["../outside", "a/../../outside", "/etc/passwd", "a\\..\\b", "a\0b", ".."]) {
      await expect(storage.put(bad, new Uint8Array([1]), { contentType: "x/y" })).rejects.toThrow(
        InvalidKeyError,
      );
      await expect(storage.get(bad)).rejects.toThrow(InvalidKeyError);
      await expect(storage.head(bad)).rejects.toThrow(InvalidKeyError);
      await expect(storage.delete([bad])).rejects.toThrow(InvalidKeyError);
    }
    expect(existsSync(path.join(path.dirname(root), "outside"))).toBe(false);
  });

  it("answers null or not-found for missing objects", async () => {
    expect(await storage.head("nope/x")).toBeNull();
    expect(await storage.get("nope/x")).toBeNull();
    expect(await storage.head("videos")).toBeNull();
    await expect(storage.toLocalFile("nope/x")).rejects.toThrow(ObjectNotFoundError);
  });

  it("gives the real path as a local file", async () => {
    const local = await storage.toLocalFile(key);
    expect(local.path).toBe(path.join(root, key));
    await local.cleanup();
    expect(existsSync(local.path)).toBe(true);
  });

  it("passes its health check and leaves nothing behind", async () => {
    await storage.healthCheck();
    expect(await readdir(path.join(root, "_health"))).toEqual([]);
  });

  it("requires an absolute root", () => {
    expect(() => createLocalDiskStorage("relative/dir")).toThrow();
  });
});
