import { z } from "zod";
import { handler, idParam } from "@/lib/api/handler";
import { generateTranscriptForVideo } from "@/lib/ai/transcripts/service";
import { requireUser } from "@/lib/auth/caller";
import { getDb } from "@/db/client";

const params = z.object({ id: idParam });

// Transcription of a long recording runs for minutes (offline: about half its length).
export const maxDuration = 800;

// POST /api/videos/{id}/generate-transcript: the owner transcribes the video; answers { transcript, chapters }
export const POST = handler({ auth: "viewer", params }, async ({ caller, params }) =>
  generateTranscriptForVideo(await getDb(), { videoId: params.id, userId: requireUser(caller) }),
);
