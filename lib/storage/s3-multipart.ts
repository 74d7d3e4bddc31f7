import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  HeadObjectCommand,
  S3ServiceException,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import type { S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { assertValidKey } from "./keys";
import type { DirectMultipart, MultipartPart } from "./types";

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
    expiresInSeconds: number,
  ): Promise<string> {
    assertValidKey(key);
    const command = new UploadPartCommand({
      Bucket: this.bucket,
      Key: key,
      UploadId: uploadId,
      PartNumber: partNumber,
    });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSeconds });
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
      const gone = error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
      if (!gone) throw error;
    }
  }
}
