import { z } from "zod";
import type { UploadSessionStatus } from "@/db/schema";
import { directUploadGrant } from "@/lib/storage/responses";
import type { SameType } from "@/lib/utils";

// The column's union, repeated here (db/schema is not a plain module); a drift fails to compile.
const UPLOAD_SESSION_STATUSES = ["open", "committing", "committed", "aborted", "failed"] as const;
export const uploadSessionStatusesMatchColumn: SameType<
  (typeof UPLOAD_SESSION_STATUSES)[number],
  UploadSessionStatus
> = true;

/**
 * The JSON answers of the upload session routes (docs/api.md#the-upload-session-object). A plain
 * module (zod only): the browser's uploader imports its types.
 */

/**
 * How the browser sends parts: "server" is PUT /api/uploads/{id}/parts/{n}; "blob" is straight to
 * the blob store with a token from .../parts/{n}/token, then .../parts/{n}/complete; "s3" is a PUT
 * to the presigned UploadPart URL that .../parts/{n}/token answers, then .../parts/{n}/complete.
 */
export const partUpload = z
  .enum(["server", "blob", "s3"])
  .describe(
    "server: PUT each part to /api/uploads/{id}/parts/{n}; blob: straight to Vercel Blob with a token " +
      "from .../token, then .../complete; s3: PUT to the presigned URL .../token answers, then .../complete",
  );

export type PartUpload = z.infer<typeof partUpload>;

export const uploadSessionStatus = z
  .enum(UPLOAD_SESSION_STATUSES)
  .describe(
    "open: taking parts; committing: a commit is joining them; committed: videoId is the video; " +
      "failed: a file upload whose content was refused at commit",
  );

/** An upload session as the API answers it. */
export const uploadSessionResponse = z.strictObject({
  id: z.string(),
  status: uploadSessionStatus,
  contentType: z
    .string()
    .describe("video/mp4 or video/webm, as declared at creation (informational only)"),
  parts: z.array(z.number().int()).describe("The acknowledged part numbers, ascending"),
  bytesReceived: z.number().int().describe("The sum of the acknowledged parts' sizes"),
  videoId: z.number().int().nullable().describe("The created video, once committed"),
  createdAt: z.iso.datetime(),
  partUpload,
  minPartBytes: z
    .number()
    .int()
    .describe("Every part but the last must be at least this long (s3: 5 MiB; else 1)"),
  maxPartBytes: z.number().int().describe("No part may be longer (s3: 64 MiB; else 4 MB)"),
});

export type UploadSessionResponse = z.infer<typeof uploadSessionResponse>;

/** What POST /api/uploads/{id}/parts/{n}/token answers on S3: a plain PUT of the part's bytes. */
export const presignedPartUpload = z
  .strictObject({
    url: z.string().describe("The presigned UploadPart URL, signed for the declared size"),
    method: z.literal("PUT"),
    expiresAt: z.iso.datetime().describe("When the URL stops working; a retry asks for a new one"),
  })
  .describe("S3: a presigned UploadPart URL for this one part");

/** Where to send one part: a Vercel Blob token, or an S3 presigned URL. */
export const partGrant = z.union([directUploadGrant, presignedPartUpload]);
