import "server-only";
import { OpenApiGeneratorV31, OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { registerAccount } from "./account";
import { registerAi } from "./ai";
import { registerAttachments } from "./attachments";
import { registerBranding } from "./branding";
import { registerEngagement } from "./engagement";
import { registerWebhooks } from "./webhooks";
import { registerOperations } from "./operations";
import { registerSocial } from "./social";
import { registerUploads } from "./uploads";
import { registerVideos } from "./videos";
import { registerWorkspaces } from "./workspaces";

type OpenApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

function buildDocument(): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "sessionCookie", {
    type: "apiKey",
    in: "cookie",
    name: "authjs.session-token",
    description: "The Auth.js session of the browser (`__Secure-` prefixed over HTTPS)",
  });
  registry.registerComponent("securitySchemes", "bearerToken", {
    type: "http",
    scheme: "bearer",
    description: "An API token (`drl_...`) made with POST /api/tokens",
  });
  registry.registerComponent("securitySchemes", "anonymousId", {
    type: "apiKey",
    in: "header",
    name: "X-User-ID",
    description: "An anonymous viewer (`dev-user-<digits>`): counts views, grants nothing",
  });
  for (const register of [
    registerVideos,
    registerUploads,
    registerSocial,
    registerAttachments,
    registerAi,
    registerAccount,
    registerWorkspaces,
    registerBranding,
    registerEngagement,
    registerWebhooks,
    registerOperations,
  ]) {
    register(registry);
  }
  return requirePathParameters(
    new OpenApiGeneratorV31(registry.definitions).generateDocument({
      openapi: "3.1.0",
      info: {
        title: "Demoreel API",
        version: "1",
        description:
          "Generated from the zod schemas the route handlers parse with. Every error answers " +
          "`{ message, code }`; see docs/api.md for the prose reference and the codes table.",
      },
    }),
  );
}

/**
 * A path parameter is always required (OpenAPI insists); the generator derives `required` from the
 * zod input type, and a coerced number's input is `unknown`, which it reads as optional.
 */
function requirePathParameters(document: OpenApiDocument): OpenApiDocument {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item as Record<string, { parameters?: unknown[] }>)) {
      for (const parameter of operation.parameters ?? []) {
        const p = parameter as { in?: string; required?: boolean };
        if (p.in === "path") p.required = true;
      }
    }
  }
  return document;
}

let cached: OpenApiDocument | undefined;

/** Built on first use and kept: the schemas cannot change while the process runs. */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildDocument();
  return cached;
}
