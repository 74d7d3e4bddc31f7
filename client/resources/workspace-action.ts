"use client";

import { TRY_AGAIN } from "@/client/http/failure-toast";
import { useApiMutation } from "@/client/http/mutation";

interface WorkspaceActionOptions<Input, Output> {
  run: (input: Input) => Promise<Output>;
  /** The toast once it worked; none when omitted. */
  done?: (output: Output, input: Input) => string;
  /** The destructive toast's title; its text is the API's message. */
  failed: string;
  /** REST paths whose cached reads refetch afterwards: every read whose path starts with one. */
  refetch: (input: Input) => string[];
  onDone?: (output: Output, input: Input) => void;
}

/**
 * One workspace action (rename, invite, remove, folder...): the request, a toast saying what
 * happened (the server's own message when refused), and the lists that show its effect refetched.
 */
export function useWorkspaceAction<Input = void, Output = unknown>({
  run,
  done,
  failed,
  refetch,
  onDone,
}: WorkspaceActionOptions<Input, Output>) {
  return useApiMutation({
    mutationFn: run,
    success: done,
    onSuccess: onDone,
    invalidate: (_output, input) => {
      const prefixes = refetch(input);
      return [
        {
          predicate: ({ queryKey: [path] }) =>
            typeof path === "string" && prefixes.some((prefix) => path.startsWith(prefix)),
        },
      ];
    },
    failure: { title: failed, fallback: TRY_AGAIN },
  });
}
