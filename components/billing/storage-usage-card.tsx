"use client";

import { useQuery } from "@tanstack/react-query";
import { HardDrive } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { storageUsageQuery } from "@/client/resources/usage";
import { formatBytes } from "@/lib/format/bytes";

/** The signed-in user's storage use on /subscription: originals, images, uploads in progress. */
export function StorageUsageCard({ className }: { className?: string }) {
  const { data, isPending } = useQuery(storageUsageQuery());
  if (data === null) return null;
  const rows: Array<[string, number]> = data
    ? [
        [`Recordings (${data.videoCount})`, data.videoBytes],
        ["Attachment images", data.imageBytes],
        ["Uploads in progress", data.uploadingBytes],
      ]
    : [];
  return (
    <Card aria-label="Storage used" data-testid="storage-usage" className={className}>
      <CardHeader className="flex flex-row items-center gap-2 space-y-0">
        <HardDrive className="text-muted-foreground size-5" aria-hidden />
        <CardTitle className="text-lg">
          Storage used{data ? `: ${formatBytes(data.totalBytes)}` : ""}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-16 w-full" aria-label="Loading storage use" />
        ) : (
          <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
            {rows.map(([label, bytes]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-right tabular-nums">{formatBytes(bytes)}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
