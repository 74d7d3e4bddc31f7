"use client";

import { useState } from "react";
import { Loader2 } from "lucide-react";
import { SignInTrigger } from "@/components/auth/sign-in-trigger";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { failureToast } from "@/client/http/failure-toast";
import { requestCheckoutUrl } from "@/client/resources/billing";
import { SwitchPlanButton } from "./switch-plan-button";
import type { PlanId } from "@/lib/billing/shared";

interface SubscribeButtonProps {
  planId: PlanId;
  signedIn: boolean;
  /** The plan the user already has, if subscribed: no second checkout is offered. */
  currentPlan?: PlanId | null;
}

/** Sends a signed-in user to the checkout of a plan; asks a signed-out visitor to sign in. */
export function SubscribeButton({ planId, signedIn, currentPlan }: SubscribeButtonProps) {
  const [pending, setPending] = useState(false);
  // Checkout needs the page's script: until it runs, the button is visibly disabled.
  const hydrated = useHydrated();

  if (currentPlan === planId) {
    return (
      <Button type="button" className="w-full" variant="outline" disabled>
        Current plan
      </Button>
    );
  }
  if (currentPlan) return <SwitchPlanButton planId={planId} />;

  if (!signedIn) {
    return (
      <SignInTrigger className="w-full" variant="outline">
        Sign in to subscribe
      </SignInTrigger>
    );
  }

  async function subscribe() {
    setPending(true);
    try {
      window.location.assign(await requestCheckoutUrl(planId));
    } catch (error) {
      failureToast(error, { title: "Subscription Error", fallback: "Failed to get checkout URL" });
      setPending(false);
    }
  }

  return (
    <Button
      type="button"
      className="w-full"
      onClick={subscribe}
      disabled={pending || !hydrated}
      aria-busy={pending}
      data-plan={planId}
    >
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      Subscribe
    </Button>
  );
}
