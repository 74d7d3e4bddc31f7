import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { aiDocuments } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import type { AiDocumentResponse, UpdateAiDocumentInput } from "./schemas";
import { DOCUMENT_NOT_FOUND, getOwnedDocument } from "./queries";
import { toAiDocumentResponse } from "./serialize";
import { invalidateVideo } from "@/lib/videos/content-cache";

export async function updateAiDocument(
  db: DbOrTx,
  {
    documentId,
    userId,
    input,
  }: { documentId: number; userId: string; input: UpdateAiDocumentInput },
): Promise<AiDocumentResponse> {
  const document = await getOwnedDocument(db, documentId, userId);
  const [row] = await db
    .update(aiDocuments)
    .set({
      title: input.title ?? document.title,
      content: input.content ?? document.content,
      updatedAt: new Date(),
    })
    .where(eq(aiDocuments.id, document.id))
    .returning();
  if (!row) throw notFound(DOCUMENT_NOT_FOUND, "document_not_found");
  invalidateVideo(document.videoId);
  return toAiDocumentResponse(row);
}
