"use client";

import { useSubscriptionStatus } from "@/client/resources/billing";
import { FREE_PLAN } from "@/lib/billing/shared";

/**
 * The heading of /subscription: a subscriber reads about their own plan, anyone else chooses one.
 * It follows the live status, so a checkout confirmed on this page retitles it without a reload.
 */
export function PlansHeading({
  signedIn,
  initiallySubscribed,
}: {
  signedIn: boolean;
  initiallySubscribed: boolean;
}) {
  const { data: status } = useSubscriptionStatus(signedIn);
  const subscribed = signedIn && (status ? status.isSubscribed : initiallySubscribed);
  return (
    <div className="mx-auto max-w-2xl space-y-3 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        {subscribed ? "Your plan" : "Choose Your Plan"}
      </h1>
      <p className="text-muted-foreground text-lg">
        {subscribed
          ? "Your seats, what they cost and when the plan renews; switch or cancel here."
          : `Go Pro to remove the ${FREE_PLAN.videoLimit}-video limit of the free plan and send as many demos as your pipeline needs.`}
      </p>
    </div>
  );
}
