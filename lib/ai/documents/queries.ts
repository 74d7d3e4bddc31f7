import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { aiDocuments, videos, type AiDocument } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import type { AiDocumentResponse } from "./schemas";
import { toAiDocumentResponse } from "./serialize";

export const DOCUMENT_NOT_FOUND = "Document not found";

/** The documents of a video the viewer may watch (the route checked it), newest first. */
export async function listAiDocuments(db: DbOrTx, videoId: number): Promise<AiDocumentResponse[]> {
  const rows = await db
    .select()
    .from(aiDocuments)
    .where(eq(aiDocuments.videoId, videoId))
    .orderBy(desc(aiDocuments.createdAt), desc(aiDocuments.id));
  return rows.map(toAiDocumentResponse);
}

/** One document on one of the user's own videos; anyone else's (or none) = not found. */
export async function getOwnedDocument(
  db: DbOrTx,
  documentId: number,
  userId: string,
): Promise<AiDocument> {
  const [row] = await db
    .select({ document: aiDocuments })
    .from(aiDocuments)
    .innerJoin(videos, eq(videos.id, aiDocuments.videoId))
    .where(and(eq(aiDocuments.id, documentId), eq(videos.userId, userId)))
    .limit(1);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND, "document_not_found");
  return row.document;
}
