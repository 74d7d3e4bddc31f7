import "server-only";
import type { Provider } from "next-auth/providers";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import { z } from "zod";
import type { AppConfig } from "@/lib/config";
import { getDb } from "@/db/client";
import { signInDevUser } from "./dev-sign-in";

const devCredentials = z.object({
  email: z.email().max(320),
  name: z.string().trim().min(1).max(200),
});

export function buildProviders(cfg: AppConfig): Provider[] {
  const providers: Provider[] = [];
  if (cfg.AUTH_GOOGLE_ID && cfg.AUTH_GOOGLE_SECRET) {
    providers.push(
      Google({
        clientId: cfg.AUTH_GOOGLE_ID,
        clientSecret: cfg.AUTH_GOOGLE_SECRET,
        authorization: { params: { scope: "openid profile email", prompt: "select_account" } },
      }),
    );
  }
  if (cfg.AUTH_OIDC_ISSUER && cfg.AUTH_OIDC_ID && cfg.AUTH_OIDC_SECRET) {
    providers.push({
      id: "oidc",
      name: cfg.AUTH_OIDC_NAME,
      type: "oidc",
      issuer: cfg.AUTH_OIDC_ISSUER,
      clientId: cfg.AUTH_OIDC_ID,
      clientSecret: cfg.AUTH_OIDC_SECRET,
      authorization: { params: { scope: "openid profile email", prompt: "select_account" } },
    });
  }
  if (cfg.devLoginEnabled) {
    providers.push(
      Credentials({
        id: "dev",
        name: "Development sign-in",
        credentials: {
          email: { label: "Email", type: "email" },
          name: { label: "Name", type: "text" },
        },
        async authorize(raw) {
          const parsed = devCredentials.safeParse(raw);
          if (!parsed.success) return null;
          return signInDevUser(await getDb(), parsed.data);
        },
      }),
    );
  }
  return providers;
}
