import type { Metadata } from "next";
import { SignInButton } from "@/components/auth/sign-in-button";
import { JoinWorkspaceButton } from "@/components/workspaces/join-workspace-button";
import { auth } from "@/lib/auth";
import { previewInvite, type InviteState } from "@/lib/workspaces/invites";

export const metadata: Metadata = { title: "Workspace invite", robots: { index: false } };

const UNUSABLE: Record<Exclude<InviteState, "pending">, string> = {
  expired: "This invite has expired. Ask the person who invited you for a new one.",
  revoked: "This invite was revoked.",
  used: "This invite was already used.",
};

/** The emailed invite link: sign in with any account, then join the workspace. */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [session, invite] = await Promise.all([auth(), previewInvite(token)]);
  return (
    <div className="mx-auto w-full max-w-md space-y-4 py-10 text-center">
      {!invite ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight">Invite not found</h1>
          <p className="text-muted-foreground">This invite link is not valid.</p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold tracking-tight">Join {invite.workspaceName}</h1>
          {invite.state !== "pending" ? (
            <p className="text-muted-foreground">{UNUSABLE[invite.state]}</p>
          ) : session?.user ? (
            <>
              <p className="text-muted-foreground">You are invited as {invite.role}.</p>
              <JoinWorkspaceButton token={token} workspaceName={invite.workspaceName} />
            </>
          ) : (
            <>
              <p className="text-muted-foreground">
                Sign in with any account to join as {invite.role}.
              </p>
              <SignInButton />
            </>
          )}
        </>
      )}
    </div>
  );
}
