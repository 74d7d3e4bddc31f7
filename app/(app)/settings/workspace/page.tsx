import type { Metadata } from "next";
import { SignInButton } from "@/components/auth/sign-in-button";
import { WorkspaceSettings } from "@/components/workspaces/settings/workspace-settings";
import { auth } from "@/lib/auth";

export const metadata: Metadata = { title: "Workspace settings" };

/** The current workspace's members, invites and name; its owner deletes it here. */
export default async function WorkspaceSettingsPage() {
  const session = await auth();
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 py-4 md:py-10">
      <h1 className="text-3xl font-bold tracking-tight">Workspace settings</h1>
      {session?.user ? (
        <WorkspaceSettings />
      ) : (
        <div className="space-y-3">
          <p className="text-muted-foreground">Sign in to manage your workspaces.</p>
          <SignInButton />
        </div>
      )}
    </div>
  );
}
