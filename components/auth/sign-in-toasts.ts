import { toast } from "@/client/toast/use-toast";
import { signInErrorMessage } from "@/lib/auth/shared";

export function toastSignedIn(name: string | null | undefined): void {
  toast({
    title: "Successfully signed in",
    description: name ? `Welcome back, ${name}!` : "Welcome back!",
  });
}

export function toastSignInError(code: string | undefined, message?: string): void {
  toast({
    title: "Sign-in error",
    description: signInErrorMessage(code, message),
    variant: "destructive",
  });
}
