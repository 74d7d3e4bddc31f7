"use client";

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "@/client/http/errors";
import { apiRequest } from "@/client/http/fetch";
import { toast } from "@/client/toast/use-toast";
import type { EmailPreferences } from "@/lib/mail/shared";

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
  return useMutation({
    mutationFn: (change: Partial<EmailPreferences>) =>
      apiRequest<EmailPreferences>("PATCH", settingsPaths.emailPreferences, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, { ...before, ...change });
      return { before };
    },
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast({
        title: "Failed to save your email settings",
        description: serverMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}

/** The unsubscribe link's confirmation: its result and error are shown by the page itself. */
export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () => apiRequest("POST", settingsPaths.unsubscribe(token)),
  });
}
