import Link from "next/link";
import { CalendarX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LINK_EXPIRED } from "@/lib/access/rules/shared";

/** What anyone but the owner sees of a video whose link has expired. */
export function VideoLinkExpired() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <CalendarX className="text-muted-foreground size-12" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight">{LINK_EXPIRED}</h1>
      <p className="text-muted-foreground max-w-md">
        The owner set this link to stop working. Ask them for a new one.
      </p>
      <Button asChild>
        <Link href="/">Return to Dashboard</Link>
      </Button>
    </div>
  );
}
