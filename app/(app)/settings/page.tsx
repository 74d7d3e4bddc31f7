import type { Metadata } from "next";
import { SignInButton } from "@/components/auth/sign-in-button";
import { ApiTokensCard } from "@/components/settings/api-tokens-card";
import { EmailPreferencesCard } from "@/components/settings/email-preferences-card";
import { SignOutEverywhereCard } from "@/components/settings/sign-out-everywhere-card";
import { WebhooksCard } from "@/components/settings/webhooks-card";
import { auth } from "@/lib/auth";

export const metadata: Metadata = { title: "Settings" };

/**
 * The signed-in user's settings: which emails they get, API tokens, the current workspace's
 * webhooks, and sessions.
 */
export default async function SettingsPage() {
  const session = await auth();
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 py-4 md:py-10">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      {session?.user ? (
        <>
          <EmailPreferencesCard />
          <ApiTokensCard />
          <WebhooksCard />
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
