import type { Metadata } from "next";
import { SignInButton } from "@/components/auth/sign-in-button";
import { JoinWorkspaceButton } from "@/components/workspaces/join-workspace-button";
import { auth } from "@/lib/auth";
import { previewInvite, type InviteState } from "@/lib/workspaces/invite-accept";

export const metadata: Metadata = { title: "Workspace invite", robots: { index: false } };

const UNUSABLE: Record<Exclude<InviteState, "pending">, string> = {
  expired: "This invite has expired. Ask the person who invited you for a new one.",
  revoked: "This invite was revoked.",
  used: "This invite was already used.",
};

/**
 * The emailed invite link: the account signed in with the invited address joins; another account
 * may ask to join, and an admin of the workspace decides.
 */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const session = await auth();
  const invite = await previewInvite(token, session?.user?.id ?? null);
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
          ) : !session?.user ? (
            <>
              <p className="text-muted-foreground">
                Sign in with the address this invite was sent to, to join as {invite.role}.
              </p>
              <SignInButton />
            </>
          ) : invite.forViewer ? (
            <>
              <p className="text-muted-foreground">You are invited as {invite.role}.</p>
              <JoinWorkspaceButton token={token} workspaceName={invite.workspaceName} />
            </>
          ) : invite.requestedByViewer ? (
            <p className="text-muted-foreground" role="status">
              Your request to join is waiting for an admin of {invite.workspaceName} to approve it.
            </p>
          ) : (
            <>
              <p className="text-muted-foreground">
                This invite was sent to another address. You can ask to join: an admin of{" "}
                {invite.workspaceName} approves first.
              </p>
              <JoinWorkspaceButton token={token} workspaceName={invite.workspaceName} asking />
            </>
          )}
        </>
      )}
    </div>
  );
}
