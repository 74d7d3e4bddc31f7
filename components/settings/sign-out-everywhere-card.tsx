"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import type { MouseEvent } from "react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useSignOutEverywhere } from "@/client/resources/sign-out-everywhere";

/** 'Sign out everywhere': ends every browser session of the user, this one included. */
export function SignOutEverywhereCard() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const end = useSignOutEverywhere(() => {
    setOpen(false);
    router.push("/");
    router.refresh();
  });
  const confirm = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (!end.isPending) end.mutate();
  };
  return (
    <Card aria-labelledby="sessions-title">
      <CardHeader>
        <CardTitle id="sessions-title" className="flex items-center gap-2 text-lg">
          <LogOut className="text-muted-foreground size-5" aria-hidden />
          Sessions
        </CardTitle>
        <CardDescription>
          Signed in on a computer you no longer use? Sign out of every browser at once. API tokens
          keep working; revoke them above.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          open={open}
          onOpenChange={(next) => !end.isPending && setOpen(next)}
          trigger={
            <Button type="button" variant="outline">
              Sign out everywhere
            </Button>
          }
          title="Sign out everywhere?"
          description="Every browser signed in to your account is signed out, this one included. You can sign in again at once."
          cancelLabel="Cancel"
          cancelDisabled={end.isPending}
          confirmLabel={
            <>
              {end.isPending ? <Spinner /> : null}
              {end.isPending ? "Signing out..." : "Sign out everywhere"}
            </>
          }
          onConfirm={confirm}
          busy={end.isPending}
          destructive
        />
      </CardContent>
    </Card>
  );
}
