import Link from "next/link";
import { VideoOff } from "lucide-react";
import { SignInButton } from "@/components/auth/sign-in-button";
import { SignInIfSignedOut } from "@/components/auth/sign-in-if-signed-out";
import { Button } from "@/components/ui/button";

/**
 * The video page's not-found state (docs/product/texts-and-errors.md#not-found) (unknown, deleted
 * or someone else's private video). A signed-out visitor may be the owner, so they are offered
 * sign-in as well.
 */
export default function VideoNotFound() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <VideoOff className="text-muted-foreground size-12" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight">Video Not Found</h1>
      <p className="text-muted-foreground max-w-md">
        This video doesn&apos;t exist, was deleted, or is private.
      </p>
      <div className="flex flex-col items-center gap-3">
        <Button asChild>
          <Link href="/">Return to Dashboard</Link>
        </Button>
        <SignInIfSignedOut
          hint="If this is your video, sign in to watch it."
          signIn={<SignInButton variant="outline" />}
        />
      </div>
    </div>
  );
}
