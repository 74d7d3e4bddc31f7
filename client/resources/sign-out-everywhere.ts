"use client";

import { signOut } from "@/client/auth/sign-in";
import { TRY_AGAIN } from "@/client/http/failure-toast";
import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import { toast } from "@/client/toast/use-toast";
import { sessionPaths } from "./sessions";

/**
 * 'Sign out everywhere': ends every browser session of the user, this one included; `onEnded`
 * runs after this browser's cookie is dropped and the toast is raised (it leaves the page).
 */
export function useSignOutEverywhere(onEnded: () => void) {
  return useApiMutation({
    mutationFn: () => apiRequest("DELETE", sessionPaths.all),
    onSuccess: async () => {
      // This session ended too: drop its cookie here rather than on the next request.
      await signOut().catch(() => undefined);
      toast({ title: "Signed out everywhere", description: "Every session has been signed out." });
      onEnded();
    },
    failure: { title: "Sign-out error", fallback: TRY_AGAIN },
  });
}
