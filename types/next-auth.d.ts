import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    /** `firstSignIn`: this session's sign-in created the account (the greeting differs). */
    user: { id: string; firstSignIn?: boolean } & DefaultSession["user"];
  }
  interface User {
    /** Set by the development provider when its sign-in created the user. */
    firstSignIn?: boolean;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    /** Stamped at sign-in: the sign-in that issued this token created the account. */
    firstSignIn?: boolean;
  }
}
