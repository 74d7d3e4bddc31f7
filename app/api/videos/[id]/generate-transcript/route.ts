import { answer } from "@/lib/api/contract";
import { z } from "zod";
import { handler, idParam } from "@/lib/api/handler";
import { generateTranscriptForVideo } from "@/lib/ai/transcripts/generate";
import { generateTranscriptResponse } from "@/lib/ai/transcripts/responses";

const params = z.object({ id: idParam });

// Transcription of a long recording runs for minutes (offline: about half its length).
export const maxDuration = 800;

// POST /api/videos/{id}/generate-transcript: the owner transcribes the video; answers { transcript, chapters }
export const POST = handler(
  {
    auth: "user",
    params,
    tag: "AI",
    summary: "The owner transcribes the video; answers { transcript, chapters }",
    responses: { 200: answer("The stored transcript and chapters", generateTranscriptResponse) },
    errors: [404, 409, 422, 429, 502, 503, 504],
  },
  ({ db, storage, userId, params }) =>
    generateTranscriptForVideo(db, storage, { videoId: params.id, userId }),
);
