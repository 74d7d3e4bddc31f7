import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import type { LibraryLayout } from "./video-card";
import { videoGridClass } from "./video-grid";

/** The loading state shows 8 skeleton cards (docs/product/limits-and-constants.md#layout). */
export const SKELETON_CARD_COUNT = 8;

export function VideoGridSkeleton({ layout }: { layout: LibraryLayout }) {
  const list = layout === "list";
  return (
    <div className={videoGridClass(layout)} aria-busy="true" aria-label="Loading videos">
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        <div
          key={index}
          data-testid="video-card-skeleton"
          className={cn("overflow-hidden rounded-xl border", list && "flex flex-col sm:flex-row")}
        >
          <Skeleton className={cn("aspect-video rounded-none", list && "sm:w-64 md:w-80")} />
          <div className="flex flex-1 flex-col gap-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <div className="flex justify-between pt-2">
              <Skeleton className="h-5 w-16" />
              <Skeleton className="h-5 w-14" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
