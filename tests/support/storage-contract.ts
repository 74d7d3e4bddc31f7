import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvalidKeyError, ObjectNotFoundError } from "@/lib/storage/errors";
import type { Storage } from "@/lib/storage/types";

export interface ContractSubject {
  storage: Storage;
  close(): Promise<void>;
}

export interface ContractOptions {
  /** Whether custom metadata comes back (Vercel Blob keeps none). */
  keepsMetadata: boolean;
  /** Whether toLocalFile hands out a copy that cleanup removes (not the stored file itself). */
  localFileIsCopy: boolean;
}

export function chunkedStream(data: Uint8Array, chunk: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= data.byteLength) return controller.close();
      controller.enqueue(data.slice(offset, offset + chunk));
      offset += chunk;
    },
  });
}

/** A body that gives 10 bytes and then fails, like a client that went away mid-upload. */
export function failingStream(): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new Uint8Array(10));
      c.error(new Error("client went away"));
    },
  });
}

export async function bytes(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(body).arrayBuffer());
}

export const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

/** What every Storage adapter must do, run against a real store (disk, the fake Blob, s3rver). */
export function describeStorageContract(
  name: string,
  open: () => Promise<ContractSubject>,
  options: ContractOptions,
): void {
  describe(`${name}: the storage contract`, () => {
    let subject: ContractSubject;
    let storage: Storage;
    beforeAll(async () => {
      subject = await open();
      storage = subject.storage;
    });
    afterAll(async () => {
      await subject.close();
    });

    const data = randomBytes(5 * 1024 * 1024 + 123);
    const key = "contract/1/original.webm";

    it("streams a 5 MB web stream in and reads back identical bytes", async () => {
      const stored = await storage.put(key, chunkedStream(data, 64 * 1024), {
        contentType: "video/webm",
        metadata: { userId: "u1", title: "Démo" },
      });
      expect(stored).toMatchObject({ key, size: data.byteLength, contentType: "video/webm" });
      expect(stored.etag).not.toBe("");
      expect(await storage.head(key)).toEqual(stored);
      const got = await storage.get(key);
      expect(got?.object).toMatchObject({ size: data.byteLength, etag: stored.etag });
      expect(got?.object.metadata).toEqual(
        options.keepsMetadata ? { userId: "u1", title: "Démo" } : {},
      );
      expect(sha256(await bytes(got!.body))).toBe(sha256(data));
    });

    it("accepts Node streams and byte arrays, empty ones too", async () => {
      await storage.put("contract/a/node.bin", Readable.from([Buffer.from("he"), "llo"]), {
        contentType: "text/plain",
      });
      await storage.put("contract/a/bytes.bin", new TextEncoder().encode("hello"), {
        contentType: "text/plain",
      });
      for (const k of ["contract/a/node.bin", "contract/a/bytes.bin"]) {
        expect((await bytes((await storage.get(k))!.body)).toString()).toBe("hello");
      }
      await storage.put("contract/a/empty.bin", new Uint8Array(0), { contentType: "text/plain" });
      expect((await storage.head("contract/a/empty.bin"))?.size).toBe(0);
      expect((await bytes((await storage.get("contract/a/empty.bin"))!.body)).byteLength).toBe(0);
    });

    it("replaces an object written again under the same key", async () => {
      await storage.put("contract/b/x.txt", new TextEncoder().encode("one"), {
        contentType: "text/plain",
      });
      const second = await storage.put("contract/b/x.txt", new TextEncoder().encode("second"), {
        contentType: "text/markdown",
      });
      expect(second).toMatchObject({ size: 6, contentType: "text/markdown" });
      expect((await bytes((await storage.get("contract/b/x.txt"))!.body)).toString()).toBe(
        "second",
      );
    });

    it("reads inclusive byte ranges and refuses ranges outside the object", async () => {
      const got = await storage.get(key, { start: 1000, end: 1999 });
      expect(got?.object.size).toBe(data.byteLength);
      expect((await bytes(got!.body)).equals(data.subarray(1000, 2000))).toBe(true);
      const end = data.byteLength - 1;
      const last = await storage.get(key, { start: end, end });
      expect((await bytes(last!.body)).equals(data.subarray(end))).toBe(true);
      await expect(storage.get(key, { start: 0, end: data.byteLength })).rejects.toThrow();
      await expect(storage.get(key, { start: 5, end: 4 })).rejects.toThrow();
    });

    it("keeps the old object when a new body fails", async () => {
      await storage.put("contract/c/x.bin", new TextEncoder().encode("old"), {
        contentType: "text/plain",
      });
      await expect(
        storage.put("contract/c/x.bin", failingStream(), { contentType: "text/plain" }),
      ).rejects.toThrow("client went away");
      expect((await bytes((await storage.get("contract/c/x.bin"))!.body)).toString()).toBe("old");
    });

    it("deletes keys and directory prefixes, and nothing beside them", async () => {
      const put = (k: string) => storage.put(k, new Uint8Array([1]), { contentType: "x/y" });
      await Promise.all(["contract/9/a", "contract/9/sub/b", "contract/99/c"].map(put));
      await storage.delete(["contract/9/a", "contract/9/missing"]);
      expect(await storage.head("contract/9/a")).toBeNull();
      await storage.deletePrefix("contract/9/");
      expect(await storage.head("contract/9/sub/b")).toBeNull();
      expect(await storage.head("contract/99/c")).not.toBeNull();
      await storage.deletePrefix("contract/does-not-exist");
      await expect(storage.deletePrefix("")).rejects.toThrow(InvalidKeyError);
      await expect(storage.deletePrefix("/")).rejects.toThrow(InvalidKeyError);
    });

    it("refuses keys that are absolute, relative or hold control characters", async () => {
      for (const bad of [
        "../outside",
        "a/../../outside",
        "/etc/passwd",
        "a\\..\\b",
        "a\0b",
        "..",
      ]) {
        await expect(storage.put(bad, new Uint8Array([1]), { contentType: "x/y" })).rejects.toThrow(
          InvalidKeyError,
        );
        await expect(storage.get(bad)).rejects.toThrow(InvalidKeyError);
        await expect(storage.head(bad)).rejects.toThrow(InvalidKeyError);
        await expect(storage.delete([bad])).rejects.toThrow(InvalidKeyError);
      }
    });

    it("answers null or not-found for missing objects", async () => {
      expect(await storage.head("contract/nope/x")).toBeNull();
      expect(await storage.get("contract/nope/x")).toBeNull();
      expect(await storage.get("contract/nope/x", { start: 0, end: 1 })).toBeNull();
      await expect(storage.toLocalFile("contract/nope/x")).rejects.toThrow(ObjectNotFoundError);
    });

    it("gives a local file with the object's bytes", async () => {
      const local = await storage.toLocalFile(key);
      expect(sha256(await readFile(local.path))).toBe(sha256(data));
      await local.cleanup();
      expect(existsSync(local.path)).toBe(!options.localFileIsCopy);
    });

    it("passes its health check", async () => {
      await storage.healthCheck();
    });
  });
}
