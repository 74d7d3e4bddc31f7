"use client";

import { useCallback, useSyncExternalStore } from "react";
import type { RecordingUploader, UploadConnection } from "@/client/uploads";

const ONLINE: UploadConnection = { state: "online" };

/** The uploader's connection as it changes (online while there is no uploader). */
export function useUploadConnection(uploader: RecordingUploader | null): UploadConnection {
  const subscribe = useCallback(
    (changed: () => void) => uploader?.watchProgress(changed) ?? (() => {}),
    [uploader],
  );
  return useSyncExternalStore(
    subscribe,
    () => uploader?.connection ?? ONLINE,
    () => ONLINE,
  );
}
