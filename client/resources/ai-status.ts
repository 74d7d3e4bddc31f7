import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AiStatus } from "@/lib/ai/shared";

/** The REST path of the AI status: the only place browser code writes it. */
export const aiStatusPaths = {
  status: "/api/ai/status",
};

/** What AI this server can do; asked at run time because the page may be prerendered or cached. */
export const aiStatusQuery = () =>
  queryOptions<AiStatus>({
    queryKey: [aiStatusPaths.status],
    // The configuration changes only with a restart: once per page load is enough.
    staleTime: Infinity,
  });

/**
 * Whether AI writing (`writing`) and transcription are available, and whether the caller runs the
 * server (`operator`: told what is not set up; everyone else just gets no writing controls). While
 * the answer is on its way both count as available, so the controls never flash disabled on a
 * server that has AI.
 */
export function useAiStatus(): { writing: boolean; transcription: boolean; operator: boolean } {
  const { data } = useQuery(aiStatusQuery());
  return {
    writing: data?.writing ?? true,
    transcription: data ? data.transcription !== null : true,
    operator: data?.operator ?? false,
  };
}
