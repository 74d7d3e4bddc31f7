"use client";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useConfirmTestPayment } from "@/client/resources/billing";
import type { PlanId } from "@/lib/billing/shared";

/** The local checkout's pay button: activates the plan for one period, then back to /subscription. */
export function ConfirmTestPayment({ planId }: { planId: PlanId }) {
  const confirm = useConfirmTestPayment(planId);
  // Inert until the page runs: a press before hydration would otherwise be lost.
  const hydrated = useHydrated();

  return (
    <Button
      type="button"
      size="lg"
      className="w-full"
      onClick={() => confirm.mutate()}
      disabled={!hydrated || confirm.isPending || confirm.isSuccess}
    >
      {confirm.isPending ? <Spinner /> : null}
      Confirm test payment
    </Button>
  );
}
