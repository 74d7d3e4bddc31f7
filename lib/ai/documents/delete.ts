import "server-only";
import { eq } from "drizzle-orm";
import { aiDocuments } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { getOwnedDocument } from "./queries";
import { invalidateVideo } from "@/lib/videos/content-cache";

export async function deleteAiDocument(
  db: DbOrTx,
  { documentId, userId }: { documentId: number; userId: string },
): Promise<void> {
  const document = await getOwnedDocument(db, documentId, userId);
  await db.delete(aiDocuments).where(eq(aiDocuments.id, document.id));
  invalidateVideo(document.videoId);
}
