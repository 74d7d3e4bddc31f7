"use client";

import { useCallback, useEffect, useState } from "react";

export interface DeviceOption {
  deviceId: string;
  label: string;
}

export interface MediaDeviceLists {
  cameras: DeviceOption[];
  microphones: DeviceOption[];
  /** Reads the lists again (after a permission is given the labels appear). */
  refresh: () => void;
}

const options = (devices: MediaDeviceInfo[], kind: MediaDeviceKind, noun: string) =>
  devices
    .filter((d) => d.kind === kind && d.deviceId)
    .map((d, i) => ({ deviceId: d.deviceId, label: d.label || `${noun} ${i + 1}` }));

/** The cameras and microphones from enumerateDevices, kept current on `devicechange`. */
export function useMediaDevices(): MediaDeviceLists {
  const [lists, setLists] = useState<Omit<MediaDeviceLists, "refresh">>({
    cameras: [],
    microphones: [],
  });

  const refresh = useCallback(() => {
    if (typeof navigator === "undefined" || !navigator.mediaDevices?.enumerateDevices) return;
    void navigator.mediaDevices
      .enumerateDevices()
      .then((devices) =>
        setLists({
          cameras: options(devices, "videoinput", "Camera"),
          microphones: options(devices, "audioinput", "Microphone"),
        }),
      )
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    const mediaDevices = typeof navigator === "undefined" ? undefined : navigator.mediaDevices;
    if (!mediaDevices) return;
    // A permission given on an earlier visit makes the labels readable at once.
    refresh();
    mediaDevices.addEventListener("devicechange", refresh);
    return () => mediaDevices.removeEventListener("devicechange", refresh);
  }, [refresh]);

  return { ...lists, refresh };
}
