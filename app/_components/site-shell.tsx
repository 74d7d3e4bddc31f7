import type { Session } from "next-auth";
import type { ReactNode } from "react";
import { Video } from "lucide-react";
import { AuthStateListener } from "@/components/auth/auth-state-listener";
import { SignInErrorToast } from "@/components/auth/sign-in-error-toast";
import { SignInProvider } from "@/components/auth/sign-in-provider";
import { AuthSessionProvider } from "@/components/providers/session-provider";
import { Spinner } from "@/components/ui/spinner";
import { RecorderLauncher } from "@/components/recorder/recorder-launcher";
import { WorkspaceProvider } from "@/components/workspace-context/workspace-provider";
import type { DisplayedBranding } from "@/lib/branding/shared";
import type { InitialWorkspaces } from "@/lib/workspaces/initial";
import { brandingStyle } from "../../components/video/workspace-branding";
import { FloatingRecordButton } from "../../components/layout/floating-record-button";
import { RecordingStateProvider } from "../../components/recorder/recording-state";
import { SessionGate } from "../../components/layout/session-gate";
import { SiteFooter } from "../../components/layout/site-footer";
import { SiteHeader } from "../../components/layout/site-header";

/**
 * Header, footer and the session for every non-embed page
 * (docs/product/routes-and-screens.md#shell).
 * `session` undefined: the page is the same for everyone (prerendered) and the browser loads the
 * session; the session-dependent parts (user menu, sign-in) appear once it is known. Nothing here
 * reads the run-time configuration, so a prerendered page never fixes it at build time: the
 * sign-in dialog asks the server for its methods when it opens.
 * `branding`: a branded video page's workspace. Its accent becomes the primary colour of the whole
 * page (header Record, floating button, player, CTA) by the style the server writes here, its logo
 * takes the mark's place, and a signed-out viewer (the prospect) is offered none of our own
 * controls: no Dashboard, Record or Sign in in the header (the comments still offer sign-in).
 */
export function SiteShell({
  session,
  workspaces,
  branding = null,
  children,
}: {
  session: Session | null | undefined;
  /** The signed-in user's workspaces and the remembered one, when rendered per request. */
  workspaces?: InitialWorkspaces;
  branding?: DisplayedBranding | null;
  children: ReactNode;
}) {
  return (
    <AuthSessionProvider session={session}>
      <WorkspaceProvider initial={workspaces}>
        <SignInProvider>
          <RecordingStateProvider>
            <a
              href="#main-content"
              className="bg-background focus-visible:ring-ring/50 sr-only z-50 rounded-md px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:ring-[3px]"
            >
              Skip to content
            </a>
            <div className="flex min-h-dvh flex-col" style={brandingStyle(branding)}>
              <SiteHeader branding={branding} />
              <main
                id="main-content"
                tabIndex={-1}
                className="mx-auto w-full max-w-[1400px] flex-1 px-4 py-6 outline-none sm:px-6"
              >
                {session === undefined ? (
                  children
                ) : (
                  <SessionGate spinner={<Spinner className="text-muted-foreground size-8" />}>
                    {children}
                  </SessionGate>
                )}
              </main>
              <SiteFooter />
              {/* Inside the styled box, so a branded page's button takes the accent. */}
              <FloatingRecordButton branded={branding !== null}>
                <Video className="size-6" aria-hidden />
              </FloatingRecordButton>
            </div>
            <RecorderLauncher />
            <SignInErrorToast />
            <AuthStateListener />
          </RecordingStateProvider>
        </SignInProvider>
      </WorkspaceProvider>
    </AuthSessionProvider>
  );
}
