import { generateDocumentRoute } from "@/lib/ai/documents/generate-route";

export const maxDuration = 60;

// POST /api/videos/{id}/generate-ai-document: the client's fallback route; same preview under `document`
export const POST = generateDocumentRoute("document");
