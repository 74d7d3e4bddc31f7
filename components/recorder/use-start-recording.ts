"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useSession } from "next-auth/react";
import { toast } from "@/client/toast/use-toast";

/**
 * What the Record buttons do: signed out, the 'Sign in required' toast
 * (docs/product/texts-and-errors.md#recorder-and-save); else open the recorder.
 */
export function useStartRecording(): () => void {
  const { status } = useSession();
  const router = useRouter();
  return useCallback(() => {
    if (status !== "authenticated") {
      toast({
        title: "Sign in required",
        description: "Please sign in to start recording",
        variant: "destructive",
      });
      return;
    }
    router.push("/?record=1");
  }, [status, router]);
}
