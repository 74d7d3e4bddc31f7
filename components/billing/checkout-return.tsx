"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/client/toast/use-toast";
import { getPlan } from "@/lib/billing/shared";
import { useSubscriptionStatus } from "@/client/resources/billing";

/** How often, and for how long, the page asks whether Stripe's webhook has landed. */
export const CHECKOUT_POLL_MS = 2_000;
const CHECKOUT_POLL_LIMIT_MS = 120_000;

/**
 * Back from Stripe Checkout (`?checkout=success&plan=...`): shows the plan being activated at once
 * and polls the subscription status until the webhook has recorded it; the status panel then
 * takes over and the parameters leave the address.
 */
export function CheckoutReturn({ planId }: { planId: string | null }) {
  const router = useRouter();
  const [pollUntil] = useState(() => Date.now() + CHECKOUT_POLL_LIMIT_MS);
  const [gaveUp, setGaveUp] = useState(false);
  const { data: status } = useSubscriptionStatus(true, (query) => {
    if (query.state.data?.isSubscribed) return false;
    return Date.now() < pollUntil ? CHECKOUT_POLL_MS : false;
  });
  const subscribed = Boolean(status?.isSubscribed);
  const announced = useRef(false);

  useEffect(() => {
    if (subscribed || gaveUp) return;
    const timer = setTimeout(() => setGaveUp(true), Math.max(0, pollUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [subscribed, gaveUp, pollUntil]);

  useEffect(() => {
    if (!subscribed || announced.current) return;
    announced.current = true;
    const url = new URL(window.location.href);
    url.searchParams.delete("checkout");
    url.searchParams.delete("plan");
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
    toast({ title: "Subscription activated", description: "Enjoy unlimited recordings!" });
    // The plan buttons come from the server.
    router.refresh();
  }, [subscribed, router]);

  if (subscribed) return null;
  const plan = planId ? getPlan(planId) : undefined;

  return (
    <Card className="mt-10" data-testid="checkout-pending">
      <CardHeader>
        <div role="status" className="flex items-center gap-2">
          {gaveUp ? null : <Spinner aria-hidden />}
          <CardTitle>
            <h2 className="text-lg font-semibold">
              {gaveUp
                ? "Your payment is still being confirmed"
                : `Payment received: activating ${plan?.name ?? "your plan"}...`}
            </h2>
          </CardTitle>
        </div>
        <CardDescription>
          {gaveUp
            ? "Stripe has not confirmed it yet. Refresh this page in a few minutes; your plan appears here once it is active."
            : "This page updates as soon as Stripe confirms your payment."}
        </CardDescription>
      </CardHeader>
    </Card>
  );
}
