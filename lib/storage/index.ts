import "server-only";
import path from "node:path";
import { config } from "@/lib/config";
import { createLocalDiskStorage } from "./local-disk";
import { createVercelBlobStorage } from "./vercel-blob";
import type { Storage } from "./types";

export type {
  ByteRange,
  DirectUploadGrant,
  DirectUploadOptions,
  PutBody,
  PutOptions,
  Storage,
  StoredObject,
} from "./types";
export { InvalidKeyError, ObjectNotFoundError } from "./errors";

const globalForStorage = globalThis as unknown as { demoreelStorage?: Storage };

/** The process-wide storage: Vercel Blob when BLOB_READ_WRITE_TOKEN is set, else DATA_DIR/files. */
export function getStorage(): Storage {
  if (!globalForStorage.demoreelStorage) {
    const { BLOB_READ_WRITE_TOKEN, dataDir } = config();
    globalForStorage.demoreelStorage = BLOB_READ_WRITE_TOKEN
      ? createVercelBlobStorage(BLOB_READ_WRITE_TOKEN)
      : createLocalDiskStorage(path.join(dataDir, "files"));
  }
  return globalForStorage.demoreelStorage;
}
