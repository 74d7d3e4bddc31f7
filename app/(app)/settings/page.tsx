import type { Metadata } from "next";
import { SignInButton } from "@/components/auth/sign-in-button";
import { EmailPreferencesCard } from "@/components/settings/email-preferences-card";
import { auth } from "@/lib/auth";

export const metadata: Metadata = { title: "Settings" };

/** The signed-in user's settings: which emails they get. */
export default async function SettingsPage() {
  const session = await auth();
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 py-4 md:py-10">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      {session?.user ? (
        <EmailPreferencesCard />
      ) : (
        <div className="space-y-3">
          <p className="text-muted-foreground">Sign in to choose which emails you get.</p>
          <SignInButton />
        </div>
      )}
    </div>
  );
}
