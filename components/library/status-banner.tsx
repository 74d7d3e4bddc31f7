import { CircleCheck, LoaderCircle, Upload } from "lucide-react";
import type { StatusBannerItem } from "@/client/uploads/tracking";

const LABELS: Record<StatusBannerItem["status"], string> = {
  uploading: "Uploading",
  processing: "Processing",
  uploaded: "Uploaded",
};

function ItemIcon({ status }: { status: StatusBannerItem["status"] }) {
  if (status === "uploaded") return <CircleCheck className="size-4 text-green-600" aria-hidden />;
  if (status === "uploading") return <Upload className="text-primary size-4" aria-hidden />;
  return <LoaderCircle className="text-primary size-4 animate-spin" aria-hidden />;
}

/**
 * Lists the upload in progress and the videos being processed
 * (docs/product/routes-and-screens.md#status-banner).
 */
export function StatusBanner({ items }: { items: readonly StatusBannerItem[] }) {
  return (
    // Kept mounted (live region) but out of the page flow while empty.
    <div role="status" aria-live="polite" className={items.length === 0 ? "sr-only" : undefined}>
      {items.length > 0 && (
        <ul
          aria-label="Uploads and processing"
          className="border-primary/30 bg-primary/5 flex flex-col gap-2 rounded-xl border px-4 py-3 text-sm"
        >
          {items.map((item) => (
            <li key={item.key} className="flex min-w-0 items-center gap-2">
              <ItemIcon status={item.status} />
              <span className="font-medium">{LABELS[item.status]}</span>
              <span className="text-muted-foreground min-w-0 truncate">{item.title}</span>
              {item.status !== "uploaded" && (
                <span className="text-muted-foreground" aria-hidden>
                  ...
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
