"use client";

import { format } from "date-fns";
import { Check, Crown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import type { SubscriptionStatus } from "@/lib/billing/responses";
import {
  formatInterval,
  formatPrice,
  getPlan,
  seatSummary,
  type PaidPlan,
} from "@/lib/billing/shared";
import { SubscriptionActions } from "./subscription-actions";
import { useSubscriptionStatus } from "@/client/resources/billing";

/** "3 creator seats x $14/month = $42/month. ", or the plan's price while the seats are unknown. */
function priceLine(status: SubscriptionStatus, plan: PaidPlan | undefined): string {
  if (!plan) return "";
  if (status.seats === null) return `${formatPrice(plan.price)}${formatInterval(plan.interval)}. `;
  return `${seatSummary({ pricePerSeat: plan.price, interval: plan.interval }, status.seats)}. `;
}

function renewalLine(status: SubscriptionStatus): string {
  if (!status.currentPeriodEnd) return "";
  const day = format(new Date(status.currentPeriodEnd), "MMMM d, yyyy");
  if (status.cancelAtPeriodEnd) return `Cancelled: your plan stays active until ${day}.`;
  if (status.provider === "test") return `Paid until ${day} (test mode: no automatic renewal).`;
  return `Renews on ${day}.`;
}

/** The subscribed state of /subscription: plan, renewal date, benefits, cancel or reactivate. Nothing when not subscribed. */
export function SubscriptionStatusPanel({
  signedIn = true,
  className,
}: {
  signedIn?: boolean;
  className?: string;
}) {
  const { data: status } = useSubscriptionStatus(signedIn);
  if (!status?.isSubscribed) return null;
  const plan = status.plan ? getPlan(status.plan) : undefined;

  return (
    <Card aria-label="Your subscription" data-testid="subscription-status" className={className}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Crown className="text-primary size-5" aria-hidden="true" />
          <CardTitle>
            <h2 className="text-lg font-semibold">{plan?.name ?? "Pro"}</h2>
          </CardTitle>
          <Badge variant={status.cancelAtPeriodEnd ? "secondary" : "default"}>
            {status.cancelAtPeriodEnd ? "Cancels at period end" : "Active"}
          </Badge>
          {status.provider === "test" ? <Badge variant="outline">Test mode</Badge> : null}
        </div>
        <CardDescription>
          <span data-testid="subscription-seats">{priceLine(status, plan)}</span>
          {renewalLine(status)}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {plan?.featuresLead ? <p className="text-sm font-medium">{plan.featuresLead}</p> : null}
        <ul className="grid gap-2 text-sm sm:grid-cols-2" aria-label="Your benefits">
          {["Unlimited recordings", ...(plan?.features ?? [])]
            .filter((feature, index, all) => all.indexOf(feature) === index)
            .map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <Check className="text-primary size-4 shrink-0" aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
        </ul>
      </CardContent>
      <CardFooter>
        <SubscriptionActions status={status} />
      </CardFooter>
    </Card>
  );
}
