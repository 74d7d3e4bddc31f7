"use client";

import { CloudOff, UploadCloud } from "lucide-react";
import type { UploadConnection } from "@/client/uploads";
import { formatBytes } from "@/lib/format/bytes";
import { cn } from "@/lib/utils";

export const OFFLINE_TEXT =
  "Offline: your recording is kept on this device and will upload when you are back";

/** Said in the Save dialog when Save was pressed offline. */
export const QUEUED_SAVE_TEXT =
  "Your recording will be saved as soon as your connection is back. You can leave this page: it is kept on this device and saved on your next visit.";

const parts = (n: number) => `${n} ${n === 1 ? "part" : "parts"}`;

/** What to say of the connection, or null while it is online. */
export function connectionText(connection: UploadConnection): string | null {
  if (connection.state === "online") return null;
  const size = formatBytes(connection.backlogBytes);
  if (connection.state === "catching-up")
    return `Uploading ${parts(connection.backlogParts)}... (${size})`;
  const waiting = connection.backlogParts
    ? ` ${parts(connection.backlogParts)} (${size}) waiting.`
    : "";
  return `${OFFLINE_TEXT}.${waiting}`;
}

/**
 * The upload's connection as a polite live region: empty while online (it stays in the page, so
 * that screen readers hear it when it fills), the offline text and the backlog otherwise.
 */
export function ConnectionNotice({
  connection,
  headline,
  tone = "dark",
  className,
}: {
  connection: UploadConnection;
  /** Said first while offline (the Save dialog's queued save). */
  headline?: string;
  /** The recorder is dark whatever the theme; the Save dialog follows the theme. */
  tone?: "dark" | "theme";
  className?: string;
}) {
  const text = connectionText(connection);
  const Icon = connection.state === "offline" ? CloudOff : UploadCloud;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label="Upload connection"
      data-connection={connection.state}
      className={cn(
        text ? "flex items-start gap-2 rounded-md border px-3 py-2 text-sm" : "sr-only",
        text && tone === "dark" && "border-amber-400/40 bg-amber-400/10 text-amber-100",
        text && tone === "theme" && "border-amber-500/50 bg-amber-500/10",
        className,
      )}
    >
      {text ? (
        <>
          <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="grid gap-1">
            {headline ? <strong className="font-medium">{headline}</strong> : null}
            <span>{text}</span>
          </span>
        </>
      ) : null}
    </div>
  );
}
