"use client";

import { useId } from "react";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { DeviceOption } from "./use-media-devices";

const NONE = "none";

/**
 * 'Camera' or 'Microphone': the devices enumerateDevices lists, plus 'No camera' / 'No
 * microphone'. `deviceId` "" is the browser's default (the first listed).
 */
export function DeviceSelect({
  label,
  noneLabel,
  devices,
  enabled,
  deviceId,
  disabled,
  onChange,
}: {
  label: "Camera" | "Microphone";
  noneLabel: "No camera" | "No microphone";
  devices: DeviceOption[];
  enabled: boolean;
  deviceId: string;
  disabled?: boolean;
  onChange: (choice: { enabled: boolean; deviceId: string }) => void;
}) {
  const id = useId();
  const known = devices.some((d) => d.deviceId === deviceId);
  const value = !enabled ? NONE : known ? deviceId : (devices[0]?.deviceId ?? NONE);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-neutral-300">
        {label}
      </Label>
      <Select
        value={value}
        disabled={disabled}
        onValueChange={(next) =>
          onChange(next === NONE ? { enabled: false, deviceId } : { enabled: true, deviceId: next })
        }
      >
        <SelectTrigger id={id} className="w-56 border-white/20 text-white">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {devices.map((device) => (
            <SelectItem key={device.deviceId} value={device.deviceId}>
              {device.label}
            </SelectItem>
          ))}
          <SelectItem value={NONE}>{noneLabel}</SelectItem>
        </SelectContent>
      </Select>
    </div>
  );
}
