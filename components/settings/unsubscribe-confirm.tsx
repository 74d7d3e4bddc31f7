"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useHydrated } from "@/components/ui/use-hydrated";
import { serverMessage } from "@/client/http/errors";
import { useUnsubscribe } from "@/client/resources/settings";

/** The unsubscribe page's button: POSTs the token, then says what was turned off. */
export function UnsubscribeConfirm({ token, label }: { token: string; label: string }) {
  const confirm = useUnsubscribe(token);
  // Inert until the page runs: a press before hydration would otherwise be lost.
  const hydrated = useHydrated();
  if (confirm.isSuccess) {
    return (
      <p role="status">
        You are unsubscribed from “{label}” emails. You can turn them back on in{" "}
        <Link href="/settings" className="underline underline-offset-4">
          Settings
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <p>Stop getting “{label}” emails from Demoreel?</p>
      <Button
        type="button"
        onClick={() => confirm.mutate()}
        disabled={!hydrated || confirm.isPending}
      >
        {confirm.isPending && <Spinner aria-hidden />}
        Unsubscribe
      </Button>
      {confirm.isError && (
        <p className="text-destructive text-sm" role="alert">
          {serverMessage(confirm.error) ?? "Failed to unsubscribe. Please try again."}
        </p>
      )}
    </div>
  );
}
