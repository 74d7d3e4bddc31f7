import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { StartCreatingButton } from "./start-creating-button";

/** The product itself: a screenshot of a shared demo's page, taken from the running app. */
function ProductShot() {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static file; next/image would add script to the page
    <img
      src="/landing/share-page-1280.webp"
      srcSet="/landing/share-page-640.webp 640w, /landing/share-page-1280.webp 1280w"
      sizes="(min-width: 1152px) 560px, (min-width: 1024px) 48vw, 100vw"
      width={1280}
      height={660}
      fetchPriority="high"
      alt="A demo shared with Demoreel: the video, its comments pinned to a time, and reactions"
      className="bg-card h-auto w-full rounded-xl border shadow-lg"
    />
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
        <ProductShot />
      </div>
    </section>
  );
}
