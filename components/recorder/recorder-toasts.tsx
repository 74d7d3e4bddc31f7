"use client";

import Link from "next/link";
import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/client/toast/use-toast";
import { RECORDER_TOASTS, type RecorderToast } from "@/client/recording/toasts";

export function showRecorderToast(t: RecorderToast): void {
  toast({ title: t.title, description: t.description, variant: t.variant, duration: t.duration });
}

/** 'Upgrade to Pro' with a 'View Plans' button to /subscription, 5 s (SPEC 8). */
export function showUpgradeToast(): void {
  const t = RECORDER_TOASTS.upgrade;
  toast({
    title: t.title,
    description: t.description,
    variant: t.variant,
    duration: t.duration,
    action: (
      <ToastAction asChild altText="View Plans">
        <Link href="/subscription">View Plans</Link>
      </ToastAction>
    ),
  });
}
