import { z } from "zod";

/**
 * What the browser is handed to put one object straight into the store (no body through our
 * server): the Vercel Blob grant of POST /api/uploads/{id}/parts/{n}/token. A plain module (zod
 * only): the browser code imports its type.
 */
export const directUploadGrant = z
  .strictObject({
    pathname: z.string().describe("The object's key, which the grant is limited to"),
    token: z
      .string()
      .describe(
        "A short-lived client token that can put only `pathname`, up to the declared size, of `contentType`",
      ),
    access: z.enum(["public", "private"]),
    contentType: z.string().describe("The content type the put must declare"),
  })
  .describe("A Vercel Blob client token for one object");
