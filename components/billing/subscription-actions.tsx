"use client";

import { format } from "date-fns";
import { CreditCard } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import {
  useBillingPortal,
  useCancelSubscription,
  useReactivateSubscription,
} from "@/client/resources/billing";
import type { SubscriptionStatus } from "@/lib/billing/responses";

function formatDay(iso: string | null): string {
  return iso ? format(new Date(iso), "MMMM d, yyyy") : "the end of the billing period";
}

/** Cancel (with confirmation) or reactivate, and the Stripe billing portal for payment methods and invoices. */
export function SubscriptionActions({ status }: { status: SubscriptionStatus }) {
  const periodEnd = formatDay(status.currentPeriodEnd);
  const cancel = useCancelSubscription(periodEnd);
  const reactivate = useReactivateSubscription(periodEnd);
  const portal = useBillingPortal();

  const busy = cancel.isPending || reactivate.isPending;
  return (
    <div className="flex flex-wrap gap-3">
      {status.cancelAtPeriodEnd ? (
        <Button type="button" onClick={() => reactivate.mutate()} disabled={busy}>
          {reactivate.isPending ? <Spinner /> : null}
          {reactivate.isPending ? "Reactivating..." : "Reactivate subscription"}
        </Button>
      ) : (
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" disabled={busy}>
              {cancel.isPending ? <Spinner /> : null}
              {cancel.isPending ? "Cancelling..." : "Cancel subscription"}
            </Button>
          }
          title="Cancel your subscription?"
          description={
            <>
              Your Pro plan stays active until {periodEnd}. After that the free plan&apos;s limit of
              4 videos applies again; your existing videos are kept. You can reactivate until then.
            </>
          }
          cancelLabel="Keep subscription"
          confirmLabel="Cancel subscription"
          onConfirm={() => cancel.mutate()}
        />
      )}
      {status.provider === "stripe" ? (
        <Button
          type="button"
          variant="ghost"
          onClick={() => portal.mutate()}
          disabled={portal.isPending}
        >
          {portal.isPending ? <Spinner /> : <CreditCard aria-hidden="true" />}
          Payment methods and invoices
        </Button>
      ) : null}
    </div>
  );
}
