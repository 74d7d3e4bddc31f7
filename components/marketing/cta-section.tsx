import { StartCreatingButton } from "./start-creating-button";

export function CtaSection() {
  return (
    <section
      aria-labelledby="cta-heading"
      className="bg-primary text-primary-foreground my-12 rounded-2xl px-6 py-12 text-center md:py-16"
    >
      <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance">
        Your next demo can start selling before the call
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-lg">
        Record it once, share the link, and let qualified leads come back ready to talk.
      </p>
      <div className="mt-8 flex flex-col items-center gap-3">
        <StartCreatingButton size="lg" variant="secondary" label="Record your first demo" />
        <p className="text-sm">4 free recordings, no credit card.</p>
      </div>
    </section>
  );
}
