import "server-only";
import path from "node:path";
import { config } from "@/lib/config";
import { createLocalDiskStorage } from "./local-disk";
import { createS3Storage } from "./s3";
import { createVercelBlobStorage } from "./vercel-blob";
import type { Storage } from "./types";

export type {
  ByteRange,
  DirectMultipart,
  DirectUploadGrant,
  DirectUploadOptions,
  PutBody,
  ListedPart,
  MultipartPart,
  PresignedGetOptions,
  PutOptions,
  Storage,
  StoredObject,
} from "./types";
export { InvalidKeyError, ObjectNotFoundError } from "./errors";

const globalForStorage = globalThis as unknown as { demoreelStorage?: Storage };

function createConfiguredStorage(): Storage {
  const c = config();
  if (c.S3_BUCKET) {
    return createS3Storage({
      bucket: c.S3_BUCKET,
      region: c.S3_REGION,
      endpoint: c.S3_ENDPOINT,
      accessKeyId: c.S3_ACCESS_KEY_ID,
      secretAccessKey: c.S3_SECRET_ACCESS_KEY,
      forcePathStyle: c.S3_FORCE_PATH_STYLE,
    });
  }
  if (c.BLOB_READ_WRITE_TOKEN) return createVercelBlobStorage(c.BLOB_READ_WRITE_TOKEN);
  return createLocalDiskStorage(path.join(c.dataDir, "files"));
}

/** The process-wide storage: S3 when S3_BUCKET is set, Vercel Blob with its token, else DATA_DIR/files. */
export function getStorage(): Storage {
  globalForStorage.demoreelStorage ??= createConfiguredStorage();
  return globalForStorage.demoreelStorage;
}
