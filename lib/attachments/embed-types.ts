import type { Attachment } from "@/db/schema";
import type { SameType } from "@/lib/utils";

/**
 * The embed types, in the order the dialog offers them (the database column repeats the list; the
 * check below keeps the two equal).
 */
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

// Fails to compile when the column's list and this one differ.
export const embedTypesMatchColumn: SameType<
  EmbedType,
  NonNullable<Attachment["embedType"]>
> = true;
