"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/client/toast/use-toast";
import { apiRequest } from "@/client/api/fetch";
import type { SubscriptionStatus } from "@/lib/billing/types";
import type { PlanId } from "@/lib/billing/shared";
import { serverMessage } from "@/client/api/errors";
import { useStoreSubscriptionStatus } from "./use-subscription-status";

/** The local checkout's pay button: activates the plan for one period, then back to /subscription. */
export function ConfirmTestPayment({ planId }: { planId: PlanId }) {
  const router = useRouter();
  const store = useStoreSubscriptionStatus();
  const confirm = useMutation({
    mutationFn: () =>
      apiRequest<SubscriptionStatus>("POST", "/api/checkout/test/confirm", { planId }),
    onSuccess: (status) => {
      store(status);
      toast({
        title: "Subscription activated",
        description: "Test payment confirmed. Enjoy unlimited recordings!",
      });
      router.push("/subscription");
    },
    onError: (error) =>
      toast({
        title: "Subscription Error",
        description:
          serverMessage(error) ?? "The test payment could not be confirmed. Please try again.",
        variant: "destructive",
      }),
  });

  return (
    <Button
      type="button"
      size="lg"
      className="w-full"
      onClick={() => confirm.mutate()}
      disabled={confirm.isPending || confirm.isSuccess}
    >
      {confirm.isPending ? <Spinner /> : null}
      Confirm test payment
    </Button>
  );
}
