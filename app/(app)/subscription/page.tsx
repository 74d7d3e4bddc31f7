import type { Metadata } from "next";
import { cache } from "react";
import { CheckoutReturn } from "@/components/billing/checkout-return";
import { SubscriptionStatusPanel } from "@/components/billing/subscription-status-panel";
import { PlanCard } from "@/components/billing/plan-card";
import { PlansHeading } from "@/components/billing/plans-heading";
import { StorageUsageCard } from "@/components/billing/storage-usage-card";
import { SubscribeButton } from "@/components/billing/subscribe-button";
import { auth } from "@/lib/auth";
import { getSubscriptionStatus } from "@/lib/billing/queries";
import { withDb } from "@/lib/server/page-db";
import { FREE_PLAN, PAID_PLANS, SEAT_PRICE_NOTE } from "@/lib/billing/shared";

// The metadata and the page both ask; one read per request serves both.
const readStatus = cache(async () => {
  const session = await auth();
  const userId = session?.user?.id;
  const status = userId ? await withDb((db) => getSubscriptionStatus(db, { userId })) : null;
  return { signedIn: Boolean(session?.user), status };
});

export async function generateMetadata(): Promise<Metadata> {
  const { status } = await readStatus();
  return {
    title: status?.isSubscribed ? "Your plan" : "Choose Your Plan",
    description: "Pro Monthly or Pro Annual: unlimited recordings for your sales demos.",
  };
}

type SearchParams = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : null);

export default async function SubscriptionPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const query = await searchParams;
  const { signedIn, status } = await readStatus();
  const currentPlan = status?.isSubscribed ? status.plan : null;

  return (
    <div className="mx-auto w-full max-w-4xl py-4 md:py-10">
      <PlansHeading signedIn={signedIn} initiallySubscribed={currentPlan !== null} />
      {signedIn && !currentPlan && single(query.checkout) === "success" && (
        <CheckoutReturn planId={single(query.plan)} />
      )}
      <SubscriptionStatusPanel signedIn={signedIn} className="mt-10" />
      {signedIn && <StorageUsageCard className="mt-6" />}
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {PAID_PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            headingLevel="h2"
            name={plan.name}
            price={plan.price}
            interval={plan.interval}
            priceNote={SEAT_PRICE_NOTE}
            description={plan.description}
            featuresLead={plan.featuresLead}
            features={plan.features}
            badge={plan.badge}
            highlighted={plan.id === "yearly"}
            action={
              <SubscribeButton planId={plan.id} signedIn={signedIn} currentPlan={currentPlan} />
            }
          />
        ))}
      </div>
      <p className="text-muted-foreground mt-8 text-center text-sm">
        Free plan: {FREE_PLAN.features.join(", ")}. Payments are processed securely by Stripe, and
        you can cancel anytime.
      </p>
    </div>
  );
}
