import { toast } from "@/client/toast/use-toast";
import { signInErrorMessage } from "@/lib/auth/shared";

/** The signed-in user as the session describes them. */
interface SignedInUser {
  name?: string | null;
  /** This sign-in created the account: a first visit, not a return. */
  firstSignIn?: boolean;
}

/** 'Successfully signed in' with a welcome: 'Welcome back' only for a returning user. */
export function signedInGreeting(user: SignedInUser | null | undefined): string {
  const name = user?.name?.trim();
  if (user?.firstSignIn) return name ? `Welcome to Demoreel, ${name}!` : "Welcome to Demoreel!";
  return name ? `Welcome back, ${name}!` : "Welcome back!";
}

export function toastSignedIn(user: SignedInUser | null | undefined): void {
  toast({ title: "Successfully signed in", description: signedInGreeting(user) });
}

export function toastSignInError(code: string | undefined, message?: string): void {
  toast({
    title: "Sign-in error",
    description: signInErrorMessage(code, message),
    variant: "destructive",
  });
}
