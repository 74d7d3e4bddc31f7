"use client";

import { useMutation } from "@tanstack/react-query";
import { signOut } from "@/client/auth/sign-in";
import { serverMessage } from "@/client/http/errors";
import { apiRequest } from "@/client/http/fetch";
import { toast } from "@/client/toast/use-toast";
import { sessionPaths } from "./sessions";

/**
 * 'Sign out everywhere': ends every browser session of the user, this one included; `onEnded`
 * runs after this browser's cookie is dropped and the toast is raised (it leaves the page).
 */
export function useSignOutEverywhere(onEnded: () => void) {
  return useMutation({
    mutationFn: () => apiRequest("DELETE", sessionPaths.all),
    onSuccess: async () => {
      // This session ended too: drop its cookie here rather than on the next request.
      await signOut().catch(() => undefined);
      toast({ title: "Signed out everywhere", description: "Every session has been signed out." });
      onEnded();
    },
    onError: (error) =>
      toast({
        title: "Sign-out error",
        description: serverMessage(error) ?? "Please try again.",
        variant: "destructive",
      }),
  });
}
