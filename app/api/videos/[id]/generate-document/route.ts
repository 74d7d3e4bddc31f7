import { generateDocumentRoute } from "@/lib/ai/documents/generate-route";

export const maxDuration = 60;

// POST /api/videos/{id}/generate-document: the owner's AI document preview, { aiDocument: { title, content } }
export const POST = generateDocumentRoute("aiDocument");
