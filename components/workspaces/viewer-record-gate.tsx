"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useWorkspaces } from "@/components/workspace-context/workspace-provider";

/** The recorder's route, unless the user only views the current workspace: then why not, and back. */
export function ViewerRecordGate({ back, children }: { back: string; children: ReactNode }) {
  const { current } = useWorkspaces();
  if (current?.role !== "viewer") return children;
  return (
    <section
      aria-labelledby="viewer-record-heading"
      className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
    >
      <h1 id="viewer-record-heading" className="text-2xl font-bold tracking-tight">
        Viewers can&apos;t record in {current.name}
      </h1>
      <p className="text-muted-foreground">
        Ask an admin of {current.name} to make you a creator, or switch to your personal workspace
        in the account menu to record there.
      </p>
      <Button asChild variant="outline">
        <Link href={back}>Go back</Link>
      </Button>
    </section>
  );
}
