import { z } from "zod";

/** GET /api/oembed: the oEmbed 1.0 "video" answer, an iframe of /embed/{id}. */
export const oembedResponse = z.strictObject({
  version: z.literal("1.0"),
  type: z.literal("video"),
  title: z.string(),
  provider_name: z.string(),
  provider_url: z.string(),
  author_name: z.string().optional().describe("The owner's name; left out when empty"),
  description: z
    .string()
    .optional()
    .describe(
      "Not in oEmbed 1.0, read by some consumers: the video's summary, else its description",
    ),
  thumbnail_url: z.string().optional().describe("Left out without a thumbnail, as its size"),
  thumbnail_width: z.number().int().optional(),
  thumbnail_height: z.number().int().optional(),
  html: z.string().describe("The iframe snippet"),
  width: z.number().int().describe("16:9, at most 640, within maxwidth / maxheight"),
  height: z.number().int(),
});

export type OembedResponse = z.infer<typeof oembedResponse>;
