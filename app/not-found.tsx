import type { Metadata } from "next";
import Link from "next/link";
import { CircleAlert } from "lucide-react";
import { SiteShell } from "@/app/_components/site-shell";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found" };

/**
 * Unmatched URLs render here inside the root layout only, outside the (app) group's layout, so
 * the shell is rendered explicitly.
 */
export default function NotFound() {
  return (
    <SiteShell session={undefined}>
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
        <CircleAlert className="size-12 text-red-500" aria-hidden />
        <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
        <p className="text-muted-foreground max-w-md">
          The page you&apos;re looking for doesn&apos;t exist or has been moved.
        </p>
        <Button asChild>
          <Link href="/">Return to Dashboard</Link>
        </Button>
      </div>
    </SiteShell>
  );
}
