import "server-only";

/** GET /api/usage: bytes the user keeps in storage, by kind. */
export interface StorageUsage {
  videoCount: number;
  /** The originals as uploaded (renditions are derived from them). */
  videoBytes: number;
  /** Attachment images uploaded. */
  imageBytes: number;
  /** Recordings still being uploaded (open upload sessions). */
  uploadingBytes: number;
  totalBytes: number;
}
