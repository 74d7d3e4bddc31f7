import { z } from "zod";

/** Where a stored transcript came from; the watch page labels "offline" ones. */
export const transcriptSources = ["ai", "offline"] as const;

/** POST /api/videos/{id}/generate-transcript: what was stored on the video, as the video has it. */
export const generateTranscriptResponse = z.strictObject({
  transcript: z
    .string()
    .describe("JSON text: `[{ time, text, words? }]`, on the timeline that plays"),
  chapters: z
    .string()
    .describe('JSON text: `[{ title, startTime }]`; `"[]"` when only the chapters failed'),
  transcriptSource: z
    .enum(transcriptSources)
    .describe("`ai` (the transcription model) or `offline` (the offline recogniser)"),
});

export type TranscriptSource = (typeof transcriptSources)[number];
export type GenerateTranscriptResponse = z.infer<typeof generateTranscriptResponse>;
