"use client";

import { useQuery } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { emailPreferencesQuery, useSaveEmailPreferences } from "@/client/resources/settings";
import {
  EMAIL_KINDS,
  EMAIL_KIND_LABELS,
  type EmailKind,
  type EmailPreferences,
} from "@/lib/mail/shared";

/**
 * /settings: one labelled switch per kind of email; each change is saved at once. `initial` is
 * what the server read for the page, so the switches render with it and no request waits.
 */
export function EmailPreferencesCard({ initial }: { initial: EmailPreferences }) {
  const preferences = useQuery({ ...emailPreferencesQuery(), initialData: initial });
  const save = useSaveEmailPreferences();

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
        {EMAIL_KINDS.map((kind: EmailKind) => (
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
        ))}
      </CardContent>
    </Card>
  );
}
