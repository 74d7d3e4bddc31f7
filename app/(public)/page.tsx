import { LandingPage } from "@/components/marketing/landing-page";

/** `/` without a session cookie: the landing page, prerendered (proxy.ts sends sessions to /home). */
export default function LandingRoute() {
  return <LandingPage />;
}
