/** SPEC 3/9 embed types, in the order the dialog offers them (the database column takes its type from here). */
export const EMBED_TYPES = [
  "youtube",
  "google-slides",
  "google-sheets",
  "tweet",
  "grok",
  "v0",
  "website",
] as const;
export type EmbedType = (typeof EMBED_TYPES)[number];
