import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ApiTokensCard } from "@/components/settings/api-tokens-card";
import { SignOutEverywhereCard } from "@/components/settings/sign-out-everywhere-card";
import { auth } from "@/lib/auth";

export const metadata: Metadata = {
  title: "Settings",
  description: "API tokens and sessions.",
};

/** The signed-in user's API tokens and sessions; signed out, the landing page. */
export default async function SettingsPage() {
  const session = await auth();
  if (!session?.user) redirect("/");
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 py-4 md:py-10">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      <ApiTokensCard />
      <SignOutEverywhereCard />
    </div>
  );
}
