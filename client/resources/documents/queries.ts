"use client";

import { useQuery } from "@tanstack/react-query";
import { documentsQuery } from "./paths";

/**
 * The video's documents: the AI Document tab's count and its panel's list. Apart from the
 * mutations, so that every viewer's tab count does not load the editing and generation code.
 */
export function useAiDocuments(videoId: number) {
  return useQuery(documentsQuery(videoId));
}
