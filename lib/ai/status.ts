import "server-only";
import type { DbOrTx } from "@/db/types";
import { isOperator } from "@/lib/auth/operators";
import type { AiStatus } from "./shared";
import { getAiModels } from "./provider";
import { findOfflineRecogniser } from "./transcripts/offline-transcriber";

/**
 * GET /api/ai/status: what AI this server can do, read per request from the run-time
 * configuration, so a page prerendered without it still shows the right controls; and whether the
 * caller is an operator, who is told what is not set up.
 */
export async function getAiStatus(db: DbOrTx, userId: string | null): Promise<AiStatus> {
  const operator = await isOperator(db, userId);
  const models = getAiModels();
  if (models) return { writing: true, transcription: "ai", operator };
  return { writing: false, transcription: findOfflineRecogniser() ? "offline" : null, operator };
}
