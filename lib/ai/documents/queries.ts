import { invalidateVideo } from "@/lib/videos/cache";
import { and, desc, eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { aiDocuments, videos, type AiDocument } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import {
  getOwnedVideoOrThrow,
  getVisibleVideoOrThrow,
  type VisibleVideoQuery,
} from "@/lib/videos/queries";
import type {
  AiDocumentResponse,
  AiDocumentSource,
  CreateAiDocumentInput,
  UpdateAiDocumentInput,
} from "./schemas";

export const DOCUMENT_NOT_FOUND = "Document not found";

export function toAiDocumentResponse(row: AiDocument): AiDocumentResponse {
  return {
    id: row.id,
    videoId: row.videoId,
    title: row.title,
    content: row.content,
    source: row.source === "ai" ? "ai" : ("manual" satisfies AiDocumentSource),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The documents of a video the viewer may see (private video = not found), newest first. */
export async function listAiDocumentsForViewer(
  db: DbOrTx,
  query: VisibleVideoQuery,
): Promise<AiDocumentResponse[]> {
  const { videoId } = query;
  await getVisibleVideoOrThrow(db, query);
  const rows = await db
    .select()
    .from(aiDocuments)
    .where(eq(aiDocuments.videoId, videoId))
    .orderBy(desc(aiDocuments.createdAt), desc(aiDocuments.id));
  return rows.map(toAiDocumentResponse);
}

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

/** One document on one of the user's own videos; anyone else's (or none) = not found. */
async function getOwnedDocument(
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

export async function deleteAiDocument(
  db: DbOrTx,
  { documentId, userId }: { documentId: number; userId: string },
): Promise<void> {
  const document = await getOwnedDocument(db, documentId, userId);
  await db.delete(aiDocuments).where(eq(aiDocuments.id, document.id));
  invalidateVideo(document.videoId);
}
