import type { LucideIcon } from "lucide-react";
import { BellRing, Link2, MailCheck, Users } from "lucide-react";

interface Signal {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** What a sales rep learns after sending a demo; each line is something the product does. */
const SIGNALS: readonly Signal[] = [
  {
    icon: Link2,
    title: "Tracked links per prospect",
    description:
      "Make a link for each lead. It greets them by first name, and every view on it is theirs, so you know which prospect opened your demo.",
  },
  {
    icon: Users,
    title: "See who watched, and how much",
    description:
      "Per-viewer insights show who watched, how far they got and whether they clicked your call to action, with a CSV export. 'Jane (Acme) is watching now' tells you while it happens.",
  },
  {
    icon: MailCheck,
    title: "An email gate that makes leads",
    description:
      "Ask for an email before the video plays. The gate shows the title, thumbnail and who sent it, and every address lands in your viewer list.",
  },
  {
    icon: BellRing,
    title: "Views and comments in Slack",
    description:
      "Post views, milestones, comments and call-to-action clicks to a Slack channel or any webhook, written like a sales feed your team can act on.",
  },
];

/** The landing's follow-up features: plain HTML, no script. */
export function FollowUpSection() {
  return (
    <section aria-labelledby="follow-up-heading" className="py-12 md:py-20">
      <div className="mx-auto max-w-2xl space-y-3 text-center">
        <h2 id="follow-up-heading" className="text-3xl font-bold tracking-tight">
          Know who watched, and follow up first
        </h2>
        <p className="text-muted-foreground text-lg">
          Sending the demo is half the job. Pro Annual tells you who opened it, how much they saw
          and when to call.
        </p>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {SIGNALS.map(({ icon: Icon, title, description }) => (
          <li key={title} className="bg-card flex gap-4 rounded-xl border p-6">
            <span className="bg-primary/10 text-primary flex size-10 shrink-0 items-center justify-center rounded-lg">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-muted-foreground mt-2 text-sm">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
