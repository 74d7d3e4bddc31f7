import type { Metadata } from "next";
import { SignInButton } from "@/components/auth/sign-in-button";
import { ApiTokensCard } from "@/components/settings/api-tokens-card";
import { EmailPreferencesCard } from "@/components/settings/email-preferences-card";
import { SignOutEverywhereCard } from "@/components/settings/sign-out-everywhere-card";
import { WebhooksMovedCard } from "@/components/settings/webhooks-moved-card";
import { auth } from "@/lib/auth";
import { getEmailPreferences } from "@/lib/mail/preferences";
import { withDb } from "@/lib/server/page-db";

export const metadata: Metadata = { title: "Settings" };

/**
 * The signed-in user's settings: which emails they get, API tokens, where each workspace's webhooks
 * are, and sessions.
 */
export default async function SettingsPage() {
  const session = await auth();
  const userId = session?.user?.id;
  // In the first HTML: the switches show their state at once, with no request after hydration.
  const emailPreferences = userId
    ? await withDb((db) => getEmailPreferences(db, { userId }))
    : undefined;
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 py-4 md:py-10">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      {emailPreferences ? (
        <>
          <EmailPreferencesCard initial={emailPreferences} />
          <ApiTokensCard />
          <WebhooksMovedCard />
          <SignOutEverywhereCard />
        </>
      ) : (
        <div className="space-y-3">
          <p className="text-muted-foreground">
            Sign in to choose which emails you get and to manage API tokens and sessions.
          </p>
          <SignInButton />
        </div>
      )}
    </div>
  );
}
