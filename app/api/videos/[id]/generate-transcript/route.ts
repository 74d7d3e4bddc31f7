import { z } from "zod";
import { handler, idParam } from "@/lib/api/handler";
import { generateTranscriptForVideo } from "@/lib/ai/transcripts/generate";

const params = z.object({ id: idParam });

// Transcription of a long recording runs for minutes (offline: about half its length).
export const maxDuration = 800;

// POST /api/videos/{id}/generate-transcript: the owner transcribes the video; answers { transcript, chapters }
export const POST = handler({ auth: "user", params }, ({ db, storage, userId, params }) =>
  generateTranscriptForVideo(db, storage, { videoId: params.id, userId }),
);
