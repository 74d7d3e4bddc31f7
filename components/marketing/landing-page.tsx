import { CtaSection } from "./cta-section";
import { FeaturesSection } from "./features-section";
import { FollowUpSection } from "./follow-up-section";
import { HeroSection } from "./hero-section";
import { HowItWorksSection } from "./how-it-works-section";
import { PricingSection } from "./pricing-section";

/** The signed-out home page; rendered inside the (app) shell in place of the dashboard. */
export function LandingPage() {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <HeroSection />
      <FeaturesSection />
      <FollowUpSection />
      <HowItWorksSection />
      <PricingSection />
      <CtaSection />
    </div>
  );
}
