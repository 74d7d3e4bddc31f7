"use client";

import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PercentBar } from "@/components/ui/percent-bar";
import type { VideoInsights } from "@/lib/audience/responses";
import { videoPaths } from "@/client/resources/videos/paths";
import { PlanNeededNote } from "@/components/billing/plan-needed-note";

const STEPS = [25, 50, 75, 100] as const;

/**
 * Advanced analytics: how many viewers reached each quarter, the call to action's conversion and
 * the CSV of viewers; without Pro Annual, 'View Plans'.
 */
export function ViewerFunnel({ videoId, insights }: { videoId: number; insights: VideoInsights }) {
  const { funnel, ctaConversion } = insights;
  if (funnel === null) {
    return <PlanNeededNote message="Funnel, conversion and CSV export come with Pro Annual." />;
  }
  const base = Math.max(1, insights.uniqueViewers);
  return (
    <section aria-labelledby="funnel-heading" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="funnel-heading" className="text-sm font-medium">
          Funnel
        </h3>
        <Button asChild size="sm" variant="outline">
          <a href={videoPaths.insightsCsv(videoId)} download>
            <Download className="size-4" aria-hidden /> CSV
          </a>
        </Button>
      </div>
      <ul className="flex flex-col gap-1 text-xs">
        {STEPS.map((step) => (
          <li key={step} className="grid grid-cols-[3rem_1fr_2.5rem] items-center gap-2">
            <span>{step}%</span>
            <PercentBar
              role="meter"
              label={`Reached ${step}%`}
              percent={(funnel[step] / base) * 100}
            />
            <span className="text-right tabular-nums">{funnel[step]}</span>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground text-xs">
        Call-to-action conversion: {Math.round((ctaConversion ?? 0) * 100)}%
      </p>
    </section>
  );
}
