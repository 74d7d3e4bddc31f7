"use client";

import { useCallback, useState, type ComponentProps } from "react";
import { useRouter } from "next/navigation";
import { getSession } from "@/client/auth/auth-fetch";
import { signOut } from "@/client/auth/sign-in";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/client/toast/use-toast";
import { forgetSignedIn } from "./signed-in-hint";

/**
 * Signs out with the 'Signed out' / 'Sign-out error' toasts
 * (docs/product/texts-and-errors.md#sign-in); shared by the button and the phone menu.
 */
export function useSignOut(): { logout: () => Promise<void>; pending: boolean } {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
      // A session read still in flight from page load can re-issue the cookie after the sign-out
      // cleared it. The server refuses that session's id from now on, so reading the session once
      // more clears the cookie; a session from before ids existed is signed out once more.
      if (await getSession()) await signOut();
      forgetSignedIn();
      toast({ title: "Signed out", description: "You have been signed out." });
      router.refresh();
    } catch (error) {
      toast({
        title: "Sign-out error",
        description: error instanceof Error ? error.message : "Please try again.",
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }, [router]);

  return { logout, pending };
}

type SignOutButtonProps = Omit<ComponentProps<typeof Button>, "onClick" | "children">;

export function SignOutButton(props: SignOutButtonProps) {
  const { logout, pending } = useSignOut();

  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      onClick={() => void logout()}
      disabled={pending}
      aria-busy={pending}
      {...props}
    >
      <LogOut aria-hidden />
      Logout
    </Button>
  );
}
