import "server-only";
import { notFound } from "@/lib/errors";
import { aiDocuments } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { getOwnedVideoOrThrow } from "@/lib/videos/queries";
import type { AiDocumentResponse, CreateAiDocumentInput } from "./schemas";
import { DOCUMENT_NOT_FOUND } from "./queries";
import { toAiDocumentResponse } from "./serialize";
import { invalidateVideo } from "@/lib/videos/content-cache";

export async function createAiDocument(
  db: DbOrTx,
  { videoId, userId, input }: { videoId: number; userId: string; input: CreateAiDocumentInput },
): Promise<AiDocumentResponse> {
  await getOwnedVideoOrThrow(db, { videoId, userId });
  const [row] = await db
    .insert(aiDocuments)
    .values({
      videoId,
      userId,
      title: input.title,
      content: input.content,
      source: input.source ?? "manual",
    })
    .returning();
  if (!row) throw notFound(DOCUMENT_NOT_FOUND, "document_not_found");
  invalidateVideo(videoId);
  return toAiDocumentResponse(row);
}
