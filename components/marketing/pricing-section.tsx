import Link from "next/link";
import { PlanCard } from "@/components/billing/plan-card";
import { Button } from "@/components/ui/button";
import { LANDING_PLANS } from "@/lib/billing/shared";
import { StartCreatingButton } from "./start-creating-button";

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 py-12 md:py-20">
      <div className="mx-auto max-w-2xl space-y-3 text-center">
        <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight">
          Simple pricing
        </h2>
        <p className="text-muted-foreground text-lg">
          Start free. Upgrade when your pipeline outgrows four demos.
        </p>
      </div>
      <div className="mx-auto mt-10 grid max-w-3xl gap-6 md:grid-cols-2">
        {LANDING_PLANS.map((plan) => (
          <PlanCard
            key={plan.name}
            name={plan.name}
            price={plan.price}
            interval={plan.interval}
            description={plan.description}
            features={plan.features}
            highlighted={plan.highlighted}
            action={
              plan.price === 0 ? (
                <StartCreatingButton className="w-full" variant="outline" label="Start for free" />
              ) : (
                <Button asChild className="w-full">
                  <Link href="/subscription">Upgrade to Pro</Link>
                </Button>
              )
            }
          />
        ))}
      </div>
    </section>
  );
}
