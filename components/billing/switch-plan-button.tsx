"use client";

import { useState } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useChangePlan } from "@/client/resources/billing";
import { getPlan, type PlanId } from "@/lib/billing/shared";

/** A subscriber's way to the other plan: asks first, then switches with proration. */
export function SwitchPlanButton({ planId }: { planId: PlanId }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const name = getPlan(planId)?.name ?? planId;
  const change = useChangePlan(planId, name);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          type="button"
          className="w-full"
          variant="outline"
          disabled={!hydrated || change.isPending}
          aria-busy={change.isPending}
          data-plan={planId}
        >
          {change.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Switch to {name}
        </Button>
      }
      title={`Switch to ${name}?`}
      description="The change applies now. The unused part of your current period is credited and the new plan charged on your next invoice; your seats stay the same."
      cancelLabel="Cancel"
      confirmLabel={`Switch to ${name}`}
      busy={change.isPending}
      onConfirm={() => change.mutate()}
    />
  );
}
