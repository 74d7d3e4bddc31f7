import "server-only";
import { cutProposalsQuery } from "@/lib/ai/transcripts/proposals";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  createAiDocumentSchema,
  generateDocumentSchema,
  updateAiDocumentSchema,
} from "@/lib/ai/documents/schemas";
import { enhanceTextSchema } from "@/lib/ai/enhance/schemas";
import { deleted, ok, ownerOnly, routes, watchErrors } from "./registry";
import { idParams, looseArray, looseObject } from "./schemas";

const document = looseObject("The AI document object (docs/api.md)");
/** A call to the AI provider: not configured, refused, failed or timed out, and the rate limit. */
const providerErrors = [429, 502, 503, 504];

export function registerAi(registry: OpenAPIRegistry): void {
  const { get, post, patch, del } = routes(registry, "AI");

  const status = "Whether AI writing and transcription are set up on this server (anyone)";
  get("/api/ai/status", "none", status, {
    ok: ok(
      200,
      "Status",
      z.object({
        writing: z.boolean().describe("Documents and enhancement have a text model"),
        transcription: z
          .enum(["ai", "offline"])
          .nullable()
          .describe("Where transcripts come from; null: transcription is not set up"),
      }),
    ),
  });

  const transcribe = "The owner transcribes the video; answers { transcript, chapters }";
  post("/api/videos/{id}/generate-transcript", "user", transcribe, {
    params: idParams,
    ok: ok(200, "Transcript", looseObject("Transcript")),
    errors: [404, 422, ...providerErrors],
  });
  post("/api/videos/{id}/summary", "user", "A new summary of the video from its transcript", {
    description:
      "Written by the text model when configured, else extracted offline (`summarySource` " +
      "`extractive`); replaces the current summary, the owner's too. Answers the video object.",
    params: idParams,
    ok: ok(200, "The video", looseObject("The video object (docs/api.md)")),
    errors: [404, 422, ...providerErrors],
  });
  get("/api/videos/{id}/cut-proposals", "user", "The owner's (Pro) proposed cuts", {
    description:
      "{ fillers, silences }: [{ start, end, reason, text? }] in seconds as the video plays now " +
      "(filler words and repeats from word timings; pauses of at least `silence` seconds).",
    params: idParams,
    query: cutProposalsQuery,
    ok: ok(200, "Proposed cuts", looseObject("Proposed cuts")),
    errors: [403, 404],
  });
  const list = "The documents of a video the caller may see, newest first";
  get("/api/videos/{id}/ai-documents", "viewer", list, {
    params: idParams,
    ok: ok(200, "Documents", looseArray("AI documents")),
    errors: watchErrors,
  });
  post("/api/videos/{id}/ai-documents", "user", "The owner saves a document", {
    ...ownerOnly(),
    body: { json: createAiDocumentSchema },
    ok: ok(201, "The document", document),
  });
  patch("/api/ai-documents/{id}", "user", "The video's owner edits a document's title or content", {
    ...ownerOnly(),
    body: { json: updateAiDocumentSchema },
    ok: ok(200, "The document", document),
  });
  del("/api/ai-documents/{id}", "user", "The video's owner deletes a document", {
    ...ownerOnly(),
    ok: deleted,
  });
  // Two paths for one preview: the older one answers under another key.
  for (const [path, key] of [
    ["/api/videos/{id}/generate-document", "aiDocument"],
    ["/api/videos/{id}/generate-ai-document", "document"],
  ] as const) {
    post(path, "user", `The owner's AI document preview, under \`${key}\``, {
      params: idParams,
      body: { json: generateDocumentSchema },
      ok: ok(200, `{ ${key}: { title, content } }`, looseObject("Preview")),
      errors: [404, ...providerErrors],
    });
  }
  post("/api/enhance-text", "user", "AI rewrite of a title or description", {
    body: { json: enhanceTextSchema },
    ok: ok(200, "{ enhancedText }", looseObject("Enhanced")),
    errors: providerErrors,
  });
}
