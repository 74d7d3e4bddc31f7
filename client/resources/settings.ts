"use client";

import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { TRY_AGAIN } from "@/client/http/failure-toast";
import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import type { EmailPreferences, UnsubscribeResponse } from "@/lib/mail/responses";

/** The REST paths of the user's settings: the only place browser code writes them. */
export const settingsPaths = {
  emailPreferences: "/api/settings/notifications",
  unsubscribe: (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`,
};

export const settingsKeys = {
  emailPreferences: [settingsPaths.emailPreferences],
};

export const emailPreferencesQuery = () =>
  queryOptions<EmailPreferences>({ queryKey: settingsKeys.emailPreferences });

/** Saves one switch at once: shown before the answer, put back if the save fails. */
export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  const key = emailPreferencesQuery().queryKey;
  return useApiMutation({
    mutationFn: (change: Partial<EmailPreferences>) =>
      apiRequest<EmailPreferences>("PATCH", settingsPaths.emailPreferences, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, { ...before, ...change });
      return { before };
    },
    onFailure: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    failure: { title: "Failed to save your email settings", fallback: TRY_AGAIN },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}

/** The unsubscribe link's confirmation: its result and error are shown by the page itself. */
export function useUnsubscribe(token: string) {
  return useApiMutation({
    mutationFn: () => apiRequest<UnsubscribeResponse>("POST", settingsPaths.unsubscribe(token)),
    failure: null,
  });
}
