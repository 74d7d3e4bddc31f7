const STEPS = [
  {
    title: "Record",
    description: "Pick Screen + Camera, Screen Only or Camera Only and hit Start Recording.",
  },
  {
    title: "Share",
    description: "Stop, name your video, then send the link or embed the player anywhere.",
  },
  {
    title: "Follow up",
    description: "Answer time-stamped comments and send an AI summary while the lead is warm.",
  },
] as const;

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-heading" className="py-12 md:py-20">
      <h2 id="how-heading" className="text-center text-3xl font-bold tracking-tight">
        From demo to deal in three steps
      </h2>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="bg-primary text-primary-foreground flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-muted-foreground mt-1 text-sm">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
