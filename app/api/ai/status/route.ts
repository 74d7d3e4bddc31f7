import { handler } from "@/lib/api/handler";
import { getAiStatus } from "@/lib/ai/status";

// GET /api/ai/status: whether AI writing and transcription are set up, { writing, transcription }
export const GET = handler({ auth: "none", db: false }, async () => getAiStatus());
