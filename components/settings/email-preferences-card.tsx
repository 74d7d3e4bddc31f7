"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/client/toast/use-toast";
import { apiRequest } from "@/client/api/fetch";
import { serverMessage } from "@/client/api/errors";
import { queryKeys } from "@/client/api/query-keys";
import {
  EMAIL_KINDS,
  EMAIL_KIND_LABELS,
  type EmailKind,
  type EmailPreferences,
} from "@/lib/mail/shared";

/** /settings: one labelled switch per kind of email; each change is saved at once. */
export function EmailPreferencesCard() {
  const queryClient = useQueryClient();
  const key = queryKeys.emailPreferences;
  const preferences = useQuery<EmailPreferences>({ queryKey: key });
  const save = useMutation({
    mutationFn: (change: Partial<EmailPreferences>) =>
      apiRequest<EmailPreferences>("PATCH", key[0], change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<EmailPreferences>(key);
      if (before) queryClient.setQueryData<EmailPreferences>(key, { ...before, ...change });
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

  return (
    <Card aria-labelledby="email-settings-title" data-testid="email-settings">
      <CardHeader>
        <CardTitle id="email-settings-title" className="flex items-center gap-2 text-lg">
          <Mail className="text-muted-foreground size-5" aria-hidden />
          Email notifications
        </CardTitle>
        <CardDescription>
          Choose which emails Demoreel sends you. Every email also has an unsubscribe link.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {preferences.isPending ? (
          <Skeleton className="h-32 w-full" aria-label="Loading email settings" />
        ) : preferences.isError ? (
          <p className="text-destructive text-sm">Failed to load your email settings.</p>
        ) : (
          EMAIL_KINDS.map((kind: EmailKind) => (
            <div key={kind} className="flex items-start justify-between gap-4">
              <div className="space-y-0.5">
                <Label htmlFor={`email-${kind}`}>{EMAIL_KIND_LABELS[kind].title}</Label>
                <p id={`email-${kind}-description`} className="text-muted-foreground text-sm">
                  {EMAIL_KIND_LABELS[kind].description}
                </p>
              </div>
              <Switch
                id={`email-${kind}`}
                aria-describedby={`email-${kind}-description`}
                checked={preferences.data[kind]}
                onCheckedChange={(checked) => save.mutate({ [kind]: checked })}
              />
            </div>
          ))
        )}
      </CardContent>
    </Card>
  );
}
