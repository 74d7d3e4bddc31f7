"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { serverMessage } from "@/client/http/errors";
import { useUnsubscribe } from "@/client/resources/settings";

/** The unsubscribe page's button: POSTs the token, then says what was turned off. */
export function UnsubscribeConfirm({ token, label }: { token: string; label: string }) {
  const confirm = useUnsubscribe(token);
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
      <Button type="button" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
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
