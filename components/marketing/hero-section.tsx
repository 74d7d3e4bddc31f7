import Link from "next/link";
import { MessageSquareText, Play } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { StartCreatingButton } from "./start-creating-button";

/** A static picture of a shared demo, for decoration only. */
function DemoPreview() {
  return (
    <div aria-hidden="true" className="bg-card rounded-xl border p-3 shadow-lg">
      <div className="bg-muted relative flex aspect-video items-center justify-center rounded-lg">
        <span className="bg-primary text-primary-foreground flex size-14 items-center justify-center rounded-full shadow-md">
          <Play className="size-6" />
        </span>
        <span className="bg-foreground/20 absolute right-3 bottom-3 size-14 rounded-full border-2 border-white" />
        <span className="bg-background/80 absolute bottom-3 left-3 rounded px-1.5 py-0.5 text-xs font-medium">
          04:32
        </span>
      </div>
      <div className="flex items-start justify-between gap-3 px-1 pt-3">
        <div>
          <p className="text-sm font-semibold">Acme onboarding walkthrough</p>
          <p className="text-muted-foreground text-xs">Shared · 12 views</p>
        </div>
        <Badge variant="secondary">Shared</Badge>
      </div>
      <div className="bg-muted/60 mt-3 flex gap-2 rounded-lg p-2 text-xs">
        <MessageSquareText className="text-primary mt-0.5 size-4 shrink-0" />
        <p>
          <span className="font-semibold">01:12</span> Can this sync with our CRM? Let&apos;s set up
          a call.
        </p>
      </div>
    </div>
  );
}

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="py-12 md:py-20">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div className="space-y-6">
          <Badge variant="outline">Screen recording for sales teams</Badge>
          <h1
            id="hero-heading"
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            Send demos that qualify your leads for you
          </h1>
          <p className="text-muted-foreground max-w-xl text-lg text-pretty">
            Record your screen, your camera or both, and your share link is ready the moment you
            stop. Prospects watch on their own time, leave comments at the exact second that
            matters, and come to the next call ready to buy.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <StartCreatingButton size="lg" />
            <Button asChild size="lg" variant="outline">
              <Link href="/subscription">View Plans</Link>
            </Button>
          </div>
          <p className="text-muted-foreground text-sm">4 free recordings, no credit card.</p>
        </div>
        <DemoPreview />
      </div>
    </section>
  );
}
