import "server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import {
  createAiDocumentSchema,
  generateDocumentSchema,
  updateAiDocumentSchema,
} from "@/lib/ai/documents/schemas";
import { enhanceTextSchema } from "@/lib/ai/enhance/schemas";
import {
  addRoute,
  idParams,
  json,
  looseArray,
  looseObject,
  success,
  type RouteSpec,
} from "./registry";

const document = json(looseObject("The AI document object (docs/api.md)"));
/** A call to the AI provider: not configured, refused, failed or timed out, and the rate limit. */
const providerErrors = [429, 502, 503, 504];

export function registerAi(registry: OpenAPIRegistry): void {
  const add = (spec: Omit<RouteSpec, "tag">) => addRoute(registry, { ...spec, tag: "AI" });

  add({
    method: "post",
    path: "/api/videos/{id}/generate-transcript",
    summary: "The owner transcribes the video; answers { transcript, chapters }",
    access: "user",
    params: idParams,
    ok: { status: 200, description: "Transcript", content: json(looseObject("Transcript")) },
    errors: [404, 422, ...providerErrors],
  });
  add({
    method: "get",
    path: "/api/videos/{id}/ai-documents",
    summary: "The documents of a video the caller may see, newest first",
    access: "viewer",
    params: idParams,
    ok: { status: 200, description: "Documents", content: json(looseArray("AI documents")) },
    errors: [403, 404, 410],
  });
  add({
    method: "post",
    path: "/api/videos/{id}/ai-documents",
    summary: "The owner saves a document",
    access: "user",
    params: idParams,
    body: { json: createAiDocumentSchema },
    ok: { status: 201, description: "The document", content: document },
    errors: [404],
  });
  add({
    method: "patch",
    path: "/api/ai-documents/{id}",
    summary: "The video's owner edits a document's title or content",
    access: "user",
    params: idParams,
    body: { json: updateAiDocumentSchema },
    ok: { status: 200, description: "The document", content: document },
    errors: [404],
  });
  add({
    method: "delete",
    path: "/api/ai-documents/{id}",
    summary: "The video's owner deletes a document",
    access: "user",
    params: idParams,
    ok: { status: 200, description: "Deleted", content: json(success) },
    errors: [404],
  });
  for (const [path, key] of [
    ["/api/videos/{id}/generate-document", "aiDocument"],
    ["/api/videos/{id}/generate-ai-document", "document"],
  ] as const) {
    add({
      method: "post",
      path,
      summary: `The owner's AI document preview, under \`${key}\``,
      access: "user",
      params: idParams,
      body: { json: generateDocumentSchema },
      ok: {
        status: 200,
        description: `{ ${key}: { title, content } }`,
        content: json(looseObject("Preview")),
      },
      errors: [404, ...providerErrors],
    });
  }
  add({
    method: "post",
    path: "/api/enhance-text",
    summary: "AI rewrite of a title or description",
    access: "user",
    body: { json: enhanceTextSchema },
    ok: { status: 200, description: "{ enhancedText }", content: json(looseObject("Enhanced")) },
    errors: providerErrors,
  });
}
