// @vitest-environment node
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import {
  BlobAccessError,
  BlobClientTokenExpiredError,
  BlobContentTypeNotAllowedError,
  BlobError,
  BlobFileTooLargeError,
  BlobPathnameMismatchError,
  del,
  get,
  head,
  list,
} from "@vercel/blob";
import { generateClientTokenFromReadWriteToken, put as clientPut } from "@vercel/blob/client";
import type { GenerateClientTokenOptions } from "@vercel/blob/client";
import { describe, expect, it } from "vitest";
import { fake, storage } from "./storage-vercel-blob-support";

describe("client tokens", () => {
  const pathname = "uploads/x/part-000000";
  const base = {
    pathname,
    maximumSizeInBytes: 1000,
    allowedContentTypes: ["application/octet-stream"],
    allowOverwrite: true,
  };
  const token = (extra: Partial<GenerateClientTokenOptions> = {}) =>
    generateClientTokenFromReadWriteToken({
      token: fake.readWriteToken,
      ...base,
      validUntil: Date.now() + 60_000,
      ...extra,
    });
  const upload = async (clientToken: string, body: Buffer | Readable, target = pathname) =>
    clientPut(target, body, {
      access: "private",
      token: clientToken,
      contentType: "application/octet-stream",
      multipart: body instanceof Readable,
    });

  it("puts the granted pathname, and overwrites only when the token allows it", async () => {
    const clientToken = await token();
    const result = await upload(clientToken, randomBytes(1000));
    expect(result).toMatchObject({ pathname, url: fake.blobUrl(pathname) });
    expect(fake.requests).toMatchObject([{ method: "PUT", auth: "client", clientToken: true }]);
    expect(fake.objects.get(pathname)?.body.byteLength).toBe(1000);
    await upload(clientToken, Buffer.from("again"));
    expect(fake.objects.get(pathname)?.body.toString()).toBe("again");

    const noOverwrite = await token({ allowOverwrite: false });
    await expect(upload(noOverwrite, Buffer.from("third"))).rejects.toThrow(
      "This blob already exists",
    );
    // Server-side reads of the result use the read-write token.
    expect((await storage.head(pathname))?.size).toBe(5);
  });

  it("refuses another pathname", async () => {
    await expect(upload(await token(), Buffer.from("x"), "uploads/x/part-000001")).rejects.toThrow(
      BlobPathnameMismatchError,
    );
    expect(fake.objects.has("uploads/x/part-000001")).toBe(false);
  });

  it("refuses more bytes than allowed, in one put or across multipart parts", async () => {
    const clientToken = await token({ pathname: "uploads/x/part-000002" });
    await expect(upload(clientToken, randomBytes(1001), "uploads/x/part-000002")).rejects.toThrow(
      BlobFileTooLargeError,
    );
    const stream = Readable.from([randomBytes(600), randomBytes(600)]);
    await expect(upload(clientToken, stream, "uploads/x/part-000002")).rejects.toThrow(
      BlobFileTooLargeError,
    );
    // The part that goes over the limit is refused as it arrives, not only at completion.
    expect(fake.requests.at(-1)).toMatchObject({ mpuAction: "upload", status: 400 });
    expect(fake.objects.has("uploads/x/part-000002")).toBe(false);
    await upload(
      clientToken,
      Readable.from([randomBytes(500), randomBytes(500)]),
      "uploads/x/part-000002",
    );
    expect(fake.objects.get("uploads/x/part-000002")?.body.byteLength).toBe(1000);
  });

  it("refuses a content type that is not allowed, and matches wildcards", async () => {
    await expect(
      clientPut(pathname, "x", {
        access: "private",
        token: await token(),
        contentType: "text/plain",
      }),
    ).rejects.toThrow(BlobContentTypeNotAllowedError);
    const video = await token({ allowedContentTypes: ["video/*"] });
    await clientPut(pathname, "x", { access: "private", token: video, contentType: "video/webm" });
    expect(fake.objects.get(pathname)?.contentType).toBe("video/webm");
  });

  it("refuses an expired token", async () => {
    await expect(
      upload(await token({ validUntil: Date.now() - 1000 }), Buffer.from("x")),
    ).rejects.toThrow(BlobClientTokenExpiredError);
  });

  it("refuses a tampered signature, a tampered payload and another store's secret", async () => {
    const clientToken = await token();
    const prefix = `vercel_blob_client_${fake.storeId}_`;
    const [signature, payload] = Buffer.from(clientToken.slice(prefix.length), "base64")
      .toString()
      .split(".");
    const forge = (sig: string, body: string) =>
      `${prefix}${Buffer.from(`${sig}.${body}`).toString("base64")}`;
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith("0") ? "1" : "0"}`;
    const bigger = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, "base64").toString()),
        maximumSizeInBytes: 10_000,
      }),
    ).toString("base64");
    const otherSecret = await generateClientTokenFromReadWriteToken({
      token: `vercel_blob_rw_${fake.storeId}_someone-elses-secret`,
      ...base,
    });
    for (const bad of [forge(flipped, payload!), forge(signature!, bigger), otherSecret]) {
      await expect(upload(bad, Buffer.from("x"))).rejects.toThrow(BlobAccessError);
    }
    expect(fake.requests.map((r) => r.auth)).toEqual(["invalid", "invalid", "invalid"]);
  });

  it("only puts: no head, list, delete or private reads", async () => {
    fake.seed(pathname, "stored");
    const clientToken = await token();
    const refusal = "not available when using a client token";
    await expect(head(pathname, { token: clientToken })).rejects.toThrow(refusal);
    await expect(list({ token: clientToken })).rejects.toThrow(refusal);
    await expect(del(pathname, { token: clientToken })).rejects.toThrow(refusal);
    await expect(get(pathname, { access: "private", token: clientToken })).rejects.toThrow(
      BlobError,
    );
    expect(fake.objects.has(pathname)).toBe(true);
  });
});
