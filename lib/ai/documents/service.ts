import "server-only";
import type { DbOrTx } from "@/db/types";
import { getOwnedVideoOrThrow } from "@/lib/videos/queries";
import { generateDocument } from "./generate";
import { aiNotConfigured, toGenerationError } from "../errors";
import { GENERATION_TIMEOUT_MS } from "../shared";
import { getAiModels } from "../provider";
import { enforceRateLimit } from "@/lib/rate-limit";
import { generationLimit } from "../rate-limit";
import type { GeneratedDocument } from "./schemas";

/**
 * The owner asks for a document about their video: a preview (title + light markdown) that is
 * not saved until they accept it. Bounded at 30 s; failures worded per
 * docs/product/texts-and-errors.md#ai-generation-errors.
 */
export async function generateDocumentForVideo(
  db: DbOrTx,
  {
    videoId,
    userId,
    prompt,
    timeoutMs = GENERATION_TIMEOUT_MS,
  }: { videoId: number; userId: string; prompt: string; timeoutMs?: number },
): Promise<GeneratedDocument> {
  const { video } = await getOwnedVideoOrThrow(db, { videoId, userId });
  const models = getAiModels();
  if (!models) throw aiNotConfigured("document generation");
  await enforceRateLimit(db, generationLimit(userId));
  try {
    return await generateDocument({
      model: models.text,
      modelName: models.textModelName,
      source: {
        request: prompt,
        title: video.title,
        description: video.description,
        transcript: video.transcript,
      },
      signal: AbortSignal.timeout(timeoutMs),
      userId,
      videoId,
    });
  } catch (error) {
    throw toGenerationError(error);
  }
}
