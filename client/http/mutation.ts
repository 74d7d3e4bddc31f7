"use client";

import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryFilters,
  type QueryKey,
  type UseMutationOptions,
} from "@tanstack/react-query";
import { toast, type Toast } from "@/client/toast/use-toast";
import { failureToast, type FailureText } from "./failure-toast";

/** A read to refetch after a write: its query key, or filters for a family of keys. */
export type RefetchTarget = QueryKey | QueryFilters;

type PerResult<T, TData, TVariables> = T | ((data: TData, variables: TVariables) => T);

/** A success toast: a title, or a title and text. */
type SuccessText = string | Pick<Toast, "title" | "description">;

export interface ApiMutation<TData, TVariables, TOnMutateResult = unknown> extends Omit<
  UseMutationOptions<TData, Error, TVariables, TOnMutateResult>,
  "mutationFn" | "onSuccess" | "onError"
> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Runs first once the write worked (store the answer, close a dialog...). */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  /** The toast once it worked, after `onSuccess`; none when omitted. */
  success?: PerResult<SuccessText, TData, TVariables>;
  /** The reads that show the write's effect, refetched last (the mutation waits for them). */
  invalidate?: PerResult<readonly RefetchTarget[], TData, TVariables>;
  /**
   * The destructive toast of a failure (the server's message, else the fallback), or null where
   * the caller shows the failure itself; a function may also answer null for an expected refusal.
   */
  failure: FailureText | ((error: Error, variables: TVariables) => FailureText | null) | null;
  /** Runs before the failure's toast (undo an optimistic change...). */
  onFailure?: (
    error: Error,
    variables: TVariables,
    onMutateResult: TOnMutateResult | undefined,
  ) => void;
}

const resolve = <T, TData, TVariables>(
  value: PerResult<T, TData, TVariables>,
  data: TData,
  variables: TVariables,
): T =>
  typeof value === "function"
    ? (value as (data: TData, variables: TVariables) => T)(data, variables)
    : value;

const filtersOf = (target: RefetchTarget): QueryFilters =>
  Array.isArray(target) ? { queryKey: target as QueryKey } : (target as QueryFilters);

/** The options `useApiMutation` hands to React Query, built apart so they can be run without React. */
export function apiMutationOptions<TData, TVariables, TOnMutateResult = unknown>(
  queryClient: QueryClient,
  {
    onSuccess,
    success,
    invalidate,
    failure,
    onFailure,
    ...options
  }: ApiMutation<TData, TVariables, TOnMutateResult>,
): UseMutationOptions<TData, Error, TVariables, TOnMutateResult> {
  return {
    ...options,
    onSuccess: async (data, variables) => {
      await onSuccess?.(data, variables);
      if (success !== undefined) {
        const text = resolve(success, data, variables);
        toast(typeof text === "string" ? { title: text } : text);
      }
      if (invalidate === undefined) return;
      const targets = resolve(invalidate, data, variables);
      await Promise.all(targets.map((target) => queryClient.invalidateQueries(filtersOf(target))));
    },
    onError: (error, variables, onMutateResult) => {
      onFailure?.(error, variables, onMutateResult);
      const text = typeof failure === "function" ? failure(error, variables) : failure;
      if (text) failureToast(error, text);
    },
  };
}

/**
 * A write to the API: the request, then what the caller does with the answer, a success toast and
 * the reads to refetch; a failure raises the action's title with the server's message.
 */
export function useApiMutation<TData, TVariables = void, TOnMutateResult = unknown>(
  mutation: ApiMutation<TData, TVariables, TOnMutateResult>,
) {
  return useMutation(apiMutationOptions(useQueryClient(), mutation));
}
