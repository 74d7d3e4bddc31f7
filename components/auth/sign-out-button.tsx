"use client";

import { useState, type ComponentProps } from "react";
import { useRouter } from "next/navigation";
import { getSession, signOut } from "next-auth/react";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

type SignOutButtonProps = Omit<ComponentProps<typeof Button>, "onClick" | "children">;

export function SignOutButton(props: SignOutButtonProps) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await signOut({ redirect: false });
      // A session read still in flight from page load can re-issue the cookie; sign out once more.
      if (await getSession()) await signOut({ redirect: false });
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
  }

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
