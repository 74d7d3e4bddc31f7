import type { LucideIcon } from "lucide-react";
import { FileText, Link2, Lock, MessageSquareText, MonitorPlay, Paperclip } from "lucide-react";

interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

const FEATURES: readonly Feature[] = [
  {
    icon: MonitorPlay,
    title: "Record your screen, camera or both",
    description:
      "Walk through your product with your face in a corner bubble, share just the screen, or talk straight to camera. Pause, resume and add camera filters as you go.",
  },
  {
    icon: Link2,
    title: "Instant share link and embeds",
    description:
      "Your link is ready the moment you stop recording. Paste it into an email, share it to a professional network, or embed the player on any page.",
  },
  {
    icon: MessageSquareText,
    title: "Comments pinned to a time",
    description:
      "Prospects and teammates comment at the exact moment in the video, so every question points at the slide or click it is about.",
  },
  {
    icon: Paperclip,
    title: "Attachments where they matter",
    description:
      "Attach images, slide decks, spreadsheets, YouTube videos or any website to your recording, each pinned to the time you mention it.",
  },
  {
    icon: FileText,
    title: "Transcripts, chapters and AI documents",
    description:
      "Generate a transcript with chapters in a click, then turn any demo into a summary, proposal outline or follow-up email with AI.",
  },
  {
    icon: Lock,
    title: "Privacy controls",
    description:
      "Recordings start private. Share a video when it is ready, and make it private again whenever you want.",
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="py-12 md:py-20">
      <div className="mx-auto max-w-2xl space-y-3 text-center">
        <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
          Everything a demo needs to close
        </h2>
        <p className="text-muted-foreground text-lg">
          From the first recording to the follow-up, Demoreel keeps the conversation next to the
          video.
        </p>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, description }) => (
          <li key={title} className="bg-card rounded-xl border p-6">
            <span className="bg-primary/10 text-primary flex size-10 items-center justify-center rounded-lg">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="text-muted-foreground mt-2 text-sm">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
