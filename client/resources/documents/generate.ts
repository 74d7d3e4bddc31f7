import { serverMessage } from "@/client/http/errors";
import { apiRequest } from "@/client/http/fetch";
import { AI_BAD_RESPONSE, aiFailureMessage } from "@/lib/ai/shared";
import type {
  DocumentPreview,
  FallbackDocumentPreview,
  GeneratedDocument,
} from "@/lib/ai/documents/responses";
import { documentPaths } from "./paths";

type Request = typeof apiRequest;

/** Either route's answer: `aiDocument` from the first, `document` from the fallback. */
type GenerateAnswer = Partial<DocumentPreview & FallbackDocumentPreview>;

function documentOf(answer: GenerateAnswer | null): GeneratedDocument {
  const doc = answer?.aiDocument ?? answer?.document;
  if (!doc || typeof doc.title !== "string" || typeof doc.content !== "string") {
    throw new Error(AI_BAD_RESPONSE);
  }
  return doc;
}

/** What to show for a failed generation: the server's (already mapped) message, or section 8's mapping. */
export function generationErrorMessage(error: unknown): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof Error) return aiFailureMessage(error.message, error.name);
  return aiFailureMessage(String(error));
}

/**
 * POST generate-document (docs/api.md#post-apivideosidgenerate-document) with the prompt; the
 * answer is `aiDocument` or `document`; if the
 * call fails, POST generate-ai-document is tried. A missing document gives section 8's text.
 */
export async function requestGeneratedDocument(
  videoId: number,
  prompt: string,
  request: Request = apiRequest,
): Promise<GeneratedDocument> {
  let answer: GenerateAnswer | null;
  try {
    answer = await request<DocumentPreview>("POST", documentPaths.generate(videoId), {
      prompt,
    });
  } catch {
    answer = await request<FallbackDocumentPreview>(
      "POST",
      documentPaths.generateFallback(videoId),
      {
        prompt,
      },
    );
  }
  return documentOf(answer);
}
