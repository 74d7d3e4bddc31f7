import "server-only";
import type { AiDocument } from "@/db/schema";
import type { AiDocumentResponse, AiDocumentSource } from "./schemas";

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
