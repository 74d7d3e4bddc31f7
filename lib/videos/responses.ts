import { z } from "zod";
import type {
  ProcessingStatus,
  SummarySource,
  TranscriptJobStatus,
  VideoVisibility,
} from "@/db/schema";
import type { SameType } from "@/lib/utils";
import { VISIBILITIES } from "@/lib/workspaces/shared";

/**
 * The JSON answers of the video routes (docs/api.md#the-video-object), as the OpenAPI document
 * and the integration suite's contract check read them. A plain module (zod only): the browser
 * code imports its types.
 */

/** Who may watch: the creator only, the members of its workspace, or anyone with the link. */
export const videoVisibility = z.enum(VISIBILITIES);
export const visibilitiesMatchColumn: SameType<(typeof VISIBILITIES)[number], VideoVisibility> =
  true;

// The database's unions, repeated here (db/schema is not a plain module); a drift fails to compile.
const PROCESSING_STATUSES = ["queued", "processing", "completed", "failed"] as const;
export const processingStatusesMatchColumn: SameType<
  (typeof PROCESSING_STATUSES)[number],
  ProcessingStatus
> = true;
export const processingStatus = z.enum(PROCESSING_STATUSES);

const TRANSCRIPT_JOB_STATUSES = ["queued", "running", "failed"] as const;
export const transcriptJobStatusesMatchColumn: SameType<
  (typeof TRANSCRIPT_JOB_STATUSES)[number],
  TranscriptJobStatus
> = true;
/** The transcript's state in an answer: the job's while one is coming, done, or none at all. */
export const transcriptStatus = z.enum([...TRANSCRIPT_JOB_STATUSES, "done", "none"]);
export type TranscriptStatus = z.infer<typeof transcriptStatus>;

const SUMMARY_SOURCES = ["ai", "extractive", "owner"] as const;
export const summarySourcesMatchColumn: SameType<(typeof SUMMARY_SOURCES)[number], SummarySource> =
  true;
export const summarySource = z.enum(SUMMARY_SOURCES);

export const videoCta = z
  .strictObject({
    label: z.string().describe("The button's text"),
    url: z.string().describe("Where the button leads (http or https)"),
  })
  .describe("The call-to-action button beside the player and at the end of the embed's playback");

/** A video as the API answers it; never a raw row. */
export const videoResponse = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  isPrivate: z
    .boolean()
    .describe(
      "Not public: `visibility` is `private` or `workspace` (the original two-level field)",
    ),
  visibility: videoVisibility.describe(
    "private: its creator only; workspace: the members of its workspace; public: anyone with the link",
  ),
  workspaceId: z.number().int().describe("The workspace whose library holds the video"),
  folderId: z.number().int().nullable().describe("Its folder in that workspace; null: the root"),
  allowDownload: z.boolean().describe("Viewers may download it (the owner always can)"),
  hasPassword: z
    .boolean()
    .describe("A password guards it for everyone but the owner (the password is never sent)"),
  emailGate: z
    .boolean()
    .describe("Viewers other than members and tracked-link recipients give an email first"),
  guestComments: z
    .boolean()
    .describe("Viewers without an account may comment and react under a name they give"),
  expiresAt: z.iso
    .datetime()
    .nullable()
    .describe("After this only the owner can watch; null: never expires"),
  cta: videoCta.nullable(),
  userId: z.string().describe("Its creator"),
  user: z
    .strictObject({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      profileImageUrl: z.string().nullable(),
    })
    .describe("Its creator's name and avatar"),
  views: z.number().int(),
  duration: z
    .number()
    .describe("Seconds: the client's value at upload, the measured one after processing"),
  width: z
    .number()
    .int()
    .nullable()
    .describe("The recorded width in pixels; null until processing has probed the original"),
  height: z
    .number()
    .int()
    .nullable()
    .describe("The recorded height in pixels; null until processing has probed the original"),
  createdAt: z.iso.datetime(),
  videoUrl: z.string().describe("The media URL, with a version `v` that changes with the file"),
  thumbnailUrl: z
    .string()
    .nullable()
    .describe("The thumbnail's URL, versioned like videoUrl; null: no thumbnail"),
  processingStatus: processingStatus.describe(
    "failed keeps the original playable ('Original Quality')",
  ),
  processingProgress: z
    .number()
    .int()
    .nullable()
    .describe("Percent of the MP4 encode done (0 to 100); null before it starts and once done"),
  originalPlayable: z
    .boolean()
    .describe(
      "The original plays before processing ends; false for an upload that needs its MP4 first",
    ),
  transcript: z
    .string()
    .nullable()
    .describe("JSON text: [{ time, text, words? }] on the timeline that plays; null: none"),
  chapters: z.string().nullable().describe("JSON text: [{ title, startTime }]; null: none"),
  transcriptStatus: transcriptStatus.describe(
    "queued: an automatic transcript is coming (the video may still be processing); running: being made; done: `transcript` is set; failed: the automatic one gave up (the owner can still ask); none: none is coming",
  ),
  transcriptProgress: z
    .number()
    .int()
    .min(0)
    .max(100)
    .nullable()
    .describe("Percent of the running transcript done (stages and audio chunks); null otherwise"),
  transcriptSource: z
    .string()
    .nullable()
    .describe("`ai` or `offline`; null before a transcript exists"),
  summary: z.string().nullable().describe("Two to four sentences on what is said; null: none"),
  summarySource: summarySource
    .nullable()
    .describe(
      "ai (the text model), extractive (picked offline from the transcript) or owner (typed); null: no summary",
    ),
  averagePercentWatched: z
    .number()
    .min(0)
    .max(100)
    .optional()
    .describe("Only in the owner's own library lists, once someone has watched: 0 to 100"),
});

export type VideoResponse = z.infer<typeof videoResponse>;

/** A library list: videos, newest first. */
export const videoList = z.array(videoResponse).describe("Video objects, newest first");
