import { Dashboard } from "@/components/library/dashboard";
import { LandingPage } from "@/components/marketing/landing-page";
import { auth } from "@/lib/auth";

/** `/`: the dashboard when signed in; the landing page otherwise (SPEC section 2). */
export default async function HomePage() {
  const session = await auth();
  return session?.user ? <Dashboard /> : <LandingPage />;
}
