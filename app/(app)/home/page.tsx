import { Dashboard } from "@/components/library/dashboard";
import { LandingPage } from "@/components/marketing/landing-page";
import { auth } from "@/lib/auth";

/**
 * `/` with a session cookie (proxy.ts): the dashboard when signed in; else the landing page
 * (docs/product/routes-and-screens.md#routes).
 */
export default async function HomePage() {
  const session = await auth();
  return session?.user ? <Dashboard /> : <LandingPage />;
}
