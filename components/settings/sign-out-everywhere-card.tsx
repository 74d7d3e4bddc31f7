"use client";

import { useMutation } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import type { MouseEvent } from "react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/client/toast/use-toast";
import { apiRequest } from "@/client/api/fetch";
import { serverMessage } from "@/client/api/errors";

/** 'Sign out everywhere': ends every browser session of the user, this one included. */
export function SignOutEverywhereCard() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const end = useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/sessions"),
    onSuccess: async () => {
      // This session ended too: drop its cookie here rather than on the next request.
      await signOut({ redirect: false }).catch(() => undefined);
      setOpen(false);
      toast({ title: "Signed out everywhere", description: "Every session has been signed out." });
      router.push("/");
      router.refresh();
    },
    onError: (error) =>
      toast({
        title: "Sign-out error",
        description: serverMessage(error) ?? "Please try again.",
        variant: "destructive",
      }),
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
