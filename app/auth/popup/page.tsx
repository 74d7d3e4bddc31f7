import type { Metadata } from "next";
import { PopupSignIn } from "@/components/auth/popup-sign-in-page";

export const metadata: Metadata = { title: "Sign in · Demoreel", robots: { index: false } };

const PROVIDER_ID = /^[a-z0-9-]{1,40}$/u;

/** Opened by the sign-in dialog in a popup window: starts the provider's sign-in at once. */
export default async function PopupSignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { provider } = await searchParams;
  const providerId = typeof provider === "string" && PROVIDER_ID.test(provider) ? provider : null;
  return <PopupSignIn providerId={providerId} />;
}
