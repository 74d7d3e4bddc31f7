"use client";

import { withQueryProvider } from "@/components/providers/query-provider";
import { Loader2, LogIn } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Separator } from "@/components/ui/separator";
import type { ProviderInfo } from "@/lib/auth/shared";
import { useSignInProviders } from "@/client/resources/sessions";
import { DevSignInForm } from "./dev-sign-in-form";
import { signInReason } from "./open-sign-in";
import { signInPitch } from "./sign-in-pitch";
import { useProviderSignIn } from "./use-provider-sign-in";

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function oauthLabel(provider: ProviderInfo): string {
  return `Continue with ${provider.name}`;
}

function SignInDialogContent({ open, onOpenChange }: SignInDialogProps) {
  // Opened from the comments, it speaks of commenting; closed, the next opening starts afresh.
  const pitch = signInPitch(signInReason.get());
  useEffect(() => {
    if (!open) signInReason.clear();
  }, [open]);
  const methods = useSignInProviders();
  const providers = methods.data ?? [];
  const { signInWith, pendingId } = useProviderSignIn(() => onOpenChange(false));
  const oauth = providers.filter((p) => p.kind === "oauth");
  const dev = providers.find((p) => p.kind === "dev");

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{pitch.title}</DialogTitle>
          <DialogDescription>{pitch.description}</DialogDescription>
        </DialogHeader>
        {methods.isPending ? (
          <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Loading sign-in options...
          </p>
        ) : null}
        {methods.isError ? (
          <div role="alert" className="grid gap-2 text-sm">
            <p>Could not load the sign-in options. Please check your connection.</p>
            <Button type="button" variant="outline" onClick={() => void methods.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        {methods.isSuccess && providers.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No sign-in method is configured. Please contact support.
          </p>
        ) : null}
        {oauth.length > 0 ? (
          <div className="grid gap-2">
            {oauth.map((provider) => (
              <Button
                key={provider.id}
                type="button"
                variant="outline"
                disabled={pendingId !== null}
                aria-busy={pendingId === provider.id}
                onClick={() => void signInWith(provider)}
              >
                <LogIn aria-hidden />
                {oauthLabel(provider)}
              </Button>
            ))}
          </div>
        ) : null}
        {oauth.length > 0 && dev ? <Separator /> : null}
        {dev ? (
          <section aria-labelledby="dev-sign-in-heading" className="grid gap-3">
            <h3 id="dev-sign-in-heading" className="text-sm font-medium">
              Continue with development sign-in
            </h3>
            <DevSignInForm onSignedIn={() => onOpenChange(false)} />
          </section>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Loaded lazily by the shell, on pages that may have no data provider of their own. */
export const SignInDialog = withQueryProvider(SignInDialogContent);
