import "server-only";
import { DrizzleAdapter } from "@auth/drizzle-adapter";
import NextAuth from "next-auth";
import { cache } from "react";
import { config } from "@/lib/config";
import { getDb } from "@/db/client";
import { accounts, sessions, users, verificationTokens } from "@/db/schema";
import { stampFirstSignIn } from "./first-sign-in";
import { buildProviders } from "./providers";
import { revokeSession, sessionVersionCallback } from "./session-version";
import { fillNames } from "./users";
import { logger } from "@/lib/log/logger";

const {
  auth: uncachedAuth,
  handlers,
  signIn,
  signOut,
} = NextAuth(async () => {
  const cfg = config();
  const db = await getDb();
  const checkSessionVersion = sessionVersionCallback(db);
  return {
    secret: cfg.authSecret,
    trustHost: cfg.authTrustHost,
    adapter: DrizzleAdapter(db, {
      usersTable: users,
      accountsTable: accounts,
      sessionsTable: sessions,
      verificationTokensTable: verificationTokens,
    }),
    // The development provider (Credentials) only works with JWT sessions.
    session: { strategy: "jwt" },
    providers: buildProviders(cfg),
    pages: { signIn: "/", error: "/" },
    events: {
      async signIn({ user, profile, isNewUser }) {
        if (isNewUser || profile) await fillNames(user, profile);
      },
      // JWT sessions only: this session's id is refused from now on, whatever reads are in flight.
      async signOut(message) {
        // The cookie is cleared all the same when the database cannot record it.
        if ("token" in message)
          await revokeSession(db, message.token).catch((error: unknown) =>
            logger().error({ err: error }, "[auth] could not record the sign-out"),
          );
      },
    },
    callbacks: {
      // The session version lets 'Sign out everywhere' end JWT sessions, which are otherwise
      // valid until they expire: a stale version answers null, which clears the cookie.
      async jwt(params) {
        const token = await checkSessionVersion(params);
        return token && stampFirstSignIn({ ...params, token });
      },
      session({ session, token }) {
        if (token.sub) session.user.id = token.sub;
        session.user.firstSignIn = token.firstSignIn === true;
        return session;
      },
    },
  };
});

export const auth = cache(uncachedAuth);
export { handlers, signIn, signOut };
