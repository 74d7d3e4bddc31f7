import "server-only";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  HeadObjectCommand,
  ListPartsCommand,
  S3ServiceException,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import type { S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { assertValidKey } from "./keys";
import type { DirectMultipart, ListedPart, MultipartPart } from "./types";

/** S3 answers at most 1000 parts a page. */
const LIST_PAGE = 1000;

const uploadGone = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchUpload" || error.$metadata.httpStatusCode === 404);

/** S3 multipart uploads whose parts the browser puts itself, through presigned UploadPart URLs. */
export class S3MultipartUploads implements DirectMultipart {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async create(key: string, contentType: string): Promise<string> {
    assertValidKey(key);
    const answer = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }),
    );
    if (!answer.UploadId) throw new Error(`S3 gave no upload id for ${key}`);
    return answer.UploadId;
  }

  presignPart(
    key: string,
    uploadId: string,
    partNumber: number,
    { contentLength, expiresInSeconds }: { contentLength: number; expiresInSeconds: number },
  ): Promise<string> {
    assertValidKey(key);
    // ContentLength is signed (X-Amz-SignedHeaders=content-length;host): S3 refuses a PUT of any
    // other length, so the URL cannot carry a 5 GiB part past the session's limits.
    const command = new UploadPartCommand({
      Bucket: this.bucket,
      Key: key,
      UploadId: uploadId,
      PartNumber: partNumber,
      ContentLength: contentLength,
    });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSeconds });
  }

  async listParts(
    key: string,
    uploadId: string,
    { after = 0, max = Infinity }: { after?: number; max?: number } = {},
  ): Promise<ListedPart[] | null> {
    assertValidKey(key);
    const parts: ListedPart[] = [];
    let marker: string | undefined = after > 0 ? String(after) : undefined;
    try {
      while (parts.length < max) {
        const page = await this.client.send(
          new ListPartsCommand({
            Bucket: this.bucket,
            Key: key,
            UploadId: uploadId,
            PartNumberMarker: marker,
            MaxParts: Math.min(LIST_PAGE, max - parts.length),
          }),
        );
        for (const part of page.Parts ?? []) {
          if (part.PartNumber === undefined || !part.ETag) continue;
          parts.push({ partNumber: part.PartNumber, etag: part.ETag, size: part.Size ?? 0 });
        }
        if (!page.IsTruncated || page.NextPartNumberMarker === undefined) break;
        marker = String(page.NextPartNumberMarker);
      }
    } catch (error) {
      if (uploadGone(error)) return null;
      throw error;
    }
    return parts.slice(0, max);
  }

  async complete(key: string, uploadId: string, parts: MultipartPart[]): Promise<{ size: number }> {
    assertValidKey(key);
    const sorted = [...parts].sort((a, b) => a.partNumber - b.partNumber);
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: sorted.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
      }),
    );
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
    return { size: head.ContentLength ?? 0 };
  }

  /** Drops an unfinished upload and its parts; an upload S3 no longer knows is already gone. */
  async abort(key: string, uploadId: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
      );
    } catch (error) {
      if (!uploadGone(error)) throw error;
    }
  }
}
