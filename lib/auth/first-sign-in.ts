import type { JWT } from "next-auth/jwt";

interface SignInParams {
  token: JWT;
  user?: { firstSignIn?: boolean };
  /** Auth.js: "signUp" when its adapter just created the user (a provider's first sign-in). */
  trigger?: "signIn" | "signUp" | "update";
}

/**
 * Stamps at sign-in whether that sign-in created the account, so the browser can greet a new user
 * differently from a returning one. Later refreshes of the token keep the stamp as it was.
 */
export function stampFirstSignIn({ token, user, trigger }: SignInParams): JWT {
  if (!user) return token;
  return { ...token, firstSignIn: trigger === "signUp" || user.firstSignIn === true };
}
