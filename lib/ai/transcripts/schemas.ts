import "server-only";
import { z } from "zod";

/** Structured output asked of the model for chapters. */
export const chaptersOutputSchema = z.object({
  chapters: z
    .array(
      z.object({
        title: z.string().describe("Short chapter title, 2-8 words, no timestamp"),
        startTime: z.number().describe("Start of the chapter in seconds from the video start"),
      }),
    )
    .describe("Chapters in playback order; the first starts at 0"),
});
export type ChaptersOutput = z.infer<typeof chaptersOutputSchema>;

export type { GenerateTranscriptResponse, TranscriptSource } from "./responses";
