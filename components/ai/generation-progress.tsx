"use client";

import { useEffect, useState } from "react";
import { PercentBar } from "@/components/ui/percent-bar";
import { Spinner } from "@/components/ui/spinner";
import { GENERATION_TIMEOUT_MS } from "@/lib/ai/shared";

/** "Generating..." with a bar that fills over the 30 s a generation may take. */
export function GenerationProgress() {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Date.now() - started), 250);
    return () => clearInterval(timer);
  }, []);
  // Eases towards 95%: the bar never claims to be done before the answer is.
  const percent = Math.round(95 * (1 - Math.exp((-3 * elapsed) / GENERATION_TIMEOUT_MS)));
  return (
    <div className="flex flex-col gap-2 rounded-md border p-4" aria-live="polite">
      <p className="flex items-center gap-2 text-sm">
        <Spinner />
        Generating... this may take up to 30 seconds
      </p>
      <PercentBar
        label="Generation progress"
        percent={percent}
        className="w-full"
        fillClassName="duration-300"
      />
    </div>
  );
}
