import { LandingPage } from "@/components/marketing/landing-page";
import { CurrentLibrary } from "@/components/workspaces/library/current-library";
import { auth } from "@/lib/auth";

/**
 * `/` with a session cookie (proxy.ts): the current workspace's library when signed in; else the landing page
 * (docs/product/routes-and-screens.md#routes).
 */
export default async function HomePage() {
  const session = await auth();
  return session?.user ? <CurrentLibrary /> : <LandingPage />;
}
