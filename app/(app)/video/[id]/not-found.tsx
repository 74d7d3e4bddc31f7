import Link from "next/link";
import { VideoOff } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * The video page's not-found state (docs/product/texts-and-errors.md#not-found) (unknown, deleted
 * or someone else's private video).
 */
export default function VideoNotFound() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <VideoOff className="text-muted-foreground size-12" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight">Video Not Found</h1>
      <p className="text-muted-foreground max-w-md">
        This video doesn&apos;t exist, was deleted, or is private.
      </p>
      <Button asChild>
        <Link href="/">Return to Dashboard</Link>
      </Button>
    </div>
  );
}
