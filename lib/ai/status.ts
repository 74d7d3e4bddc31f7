import "server-only";
import type { AiStatus } from "./shared";
import { getAiModels } from "./provider";
import { findOfflineRecogniser } from "./transcripts/offline-transcriber";

/**
 * GET /api/ai/status: what AI this server can do, read per request from the run-time
 * configuration, so a page prerendered without it still shows the right controls.
 */
export function getAiStatus(): AiStatus {
  const models = getAiModels();
  if (models) return { writing: true, transcription: "ai" };
  return { writing: false, transcription: findOfflineRecogniser() ? "offline" : null };
}
