"use client";

import { useEffect, useState } from "react";
import { captureCamera, captureMicrophone } from "@/client/recording/capture";
import type { Size } from "@/client/recording/geometry";

export interface PreviewRequest {
  /** Open the camera (a camera mode with the camera on); its id, "" for the default. */
  camera: boolean;
  cameraId: string;
  /** The camera-only recording is the camera at the plan's size. */
  cameraSize: Size;
  microphone: boolean;
  microphoneId: string;
  voiceProcessing: boolean;
}

export interface PreviewStreams {
  camera: MediaStream | null;
  microphone: MediaStream | null;
}

const stopAll = (stream: MediaStream | null) => stream?.getTracks().forEach((t) => t.stop());

/** Opens one stream for `open()`, replaces it whenever its request changes, and stops it on the way out. */
function useStream(
  key: string | null,
  open: () => Promise<MediaStream | null>,
  onOpen: () => void,
) {
  const [opened, setOpened] = useState<{ key: string; stream: MediaStream | null } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let current: MediaStream | null = null;
    let cancelled = false;
    void open().then((stream) => {
      if (cancelled) return stopAll(stream);
      current = stream;
      setOpened({ key, stream });
      if (stream) onOpen();
    });
    return () => {
      cancelled = true;
      stopAll(current);
    };
    // `key` names everything `open` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return opened && opened.key === key ? opened.stream : null;
}

/**
 * The Ready state's live camera and microphone, on the chosen devices: the bubble and the level
 * meter show them, and the recording records clones of them. `onPermission` runs once a stream
 * opens (device labels become readable then).
 */
export function usePreviewStreams(
  request: PreviewRequest,
  onPermission: () => void,
): PreviewStreams {
  const { cameraSize } = request;
  const cameraKey = request.camera
    ? `${request.cameraId}|${cameraSize.width}x${cameraSize.height}`
    : null;
  const microphoneKey = request.microphone
    ? `${request.microphoneId}|${request.voiceProcessing}`
    : null;
  const camera = useStream(
    cameraKey,
    () => captureCamera(request.cameraId, cameraSize),
    onPermission,
  );
  const microphone = useStream(
    microphoneKey,
    () => captureMicrophone(request.microphoneId, request.voiceProcessing),
    onPermission,
  );
  return { camera, microphone };
}
