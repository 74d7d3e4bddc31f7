import { z } from "zod";

const bytes = z.number().int().nonnegative();

/** GET /api/usage: bytes the user keeps in storage, by kind. */
export const storageUsageResponse = z.strictObject({
  videoCount: z.number().int().nonnegative(),
  videoBytes: bytes.describe("The originals as uploaded (renditions are derived from them)"),
  imageBytes: bytes.describe("Attachment images uploaded"),
  uploadingBytes: bytes.describe("Recordings still being uploaded (open upload sessions)"),
  totalBytes: bytes,
});

export type StorageUsage = z.infer<typeof storageUsageResponse>;
