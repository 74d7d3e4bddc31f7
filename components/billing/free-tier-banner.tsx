import Link from "next/link";
import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { freeTierBannerText } from "@/lib/billing/shared";
import { FREE_VIDEO_LIMIT } from "@/lib/billing/shared";
import { cn } from "@/lib/utils";

interface FreeTierBannerProps {
  videoCount: number;
  isSubscribed: boolean;
}

/**
 * The dashboard's free-plan banner (docs/product/texts-and-errors.md#free-tier-banner); nothing for
 * subscribers or before the first video.
 */
export function FreeTierBanner({ videoCount, isSubscribed }: FreeTierBannerProps) {
  if (isSubscribed || videoCount < 1) return null;
  const { title, message } = freeTierBannerText(videoCount);
  const reached = videoCount >= FREE_VIDEO_LIMIT;
  return (
    <section
      aria-label="Free tier"
      data-testid="free-tier-banner"
      className={cn(
        "flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between",
        reached ? "border-amber-500/50 bg-amber-500/10" : "bg-muted/40",
      )}
    >
      <div className="flex items-start gap-3">
        <Sparkles className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-medium">{title}</p>
          <p className="text-muted-foreground text-sm">{message}</p>
        </div>
      </div>
      <Button asChild size="sm" variant={reached ? "default" : "outline"} className="shrink-0">
        <Link href="/subscription">{reached ? "Upgrade now" : "View Plans"}</Link>
      </Button>
    </section>
  );
}
