"use client";

import { useId } from "react";
import { SwitchField } from "@/components/ui/switch-field";
import { DeviceSelect } from "./device-select";
import { MicrophoneMeter } from "./microphone-meter";
import type { Recorder } from "./use-recorder";

/** The Ready state's choices: camera and microphone, the level meter, voice processing, countdown. */
export function ReadySettings({ recorder }: { recorder: Recorder }) {
  const id = useId();
  const { preferences, setPreferences, preview, mode } = recorder;
  const busy = recorder.state !== "idle" || recorder.starting;
  return (
    <div className="flex flex-wrap items-start justify-center gap-x-6 gap-y-3">
      {mode !== "screen-only" ? (
        <DevicePicker kind="camera" recorder={recorder} disabled={busy} />
      ) : null}
      <div className="grid gap-1.5">
        <DevicePicker kind="microphone" recorder={recorder} disabled={busy} />
        <MicrophoneMeter stream={preview.microphone} />
      </div>
      <div className="grid gap-2 pt-6 text-sm">
        <SwitchField
          className="gap-2"
          id={`${id}-voice`}
          label="Noise suppression and echo cancellation"
          checked={preferences.voiceProcessing}
          disabled={busy}
          onCheckedChange={(voiceProcessing) => setPreferences({ voiceProcessing })}
        />
        <SwitchField
          className="gap-2"
          id={`${id}-countdown`}
          label="Countdown before recording"
          checked={preferences.countdown}
          disabled={busy}
          onCheckedChange={(countdown) => setPreferences({ countdown })}
        />
      </div>
    </div>
  );
}

const DEVICE_KINDS = {
  camera: {
    label: "Camera",
    noneLabel: "No camera",
    list: "cameras",
    enabled: "camera",
    deviceId: "cameraId",
  },
  microphone: {
    label: "Microphone",
    noneLabel: "No microphone",
    list: "microphones",
    enabled: "audio",
    deviceId: "microphoneId",
  },
} as const;

function DevicePicker(props: {
  kind: keyof typeof DEVICE_KINDS;
  recorder: Recorder;
  disabled: boolean;
}) {
  const { label, noneLabel, list, enabled, deviceId } = DEVICE_KINDS[props.kind];
  const { preferences, setPreferences, devices } = props.recorder;
  return (
    <DeviceSelect
      label={label}
      noneLabel={noneLabel}
      devices={devices[list]}
      enabled={preferences[enabled]}
      deviceId={preferences[deviceId]}
      disabled={props.disabled}
      onChange={(next) => setPreferences({ [enabled]: next.enabled, [deviceId]: next.deviceId })}
    />
  );
}
