import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * What a workspace whose plan lacks a feature sees in its place: the plan it needs, anything more
 * to say, and 'View Plans'.
 */
export function PlanNeededNote({
  message,
  children,
}: {
  message: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-start gap-2 rounded-md border p-3 text-sm" role="note">
      <p>{message}</p>
      {children}
      <Button asChild size="sm" variant="outline">
        <Link href="/subscription">View Plans</Link>
      </Button>
    </div>
  );
}
