"use client";

import { useId } from "react";
import { SwitchField } from "@/components/ui/switch-field";
import { DeviceSelect } from "./device-select";
import { MicrophoneMeter } from "./microphone-meter";
import type { Recorder } from "./use-recorder";

const SWITCHES = [
  { setting: "voiceProcessing", label: "Noise suppression and echo cancellation" },
  { setting: "countdown", label: "Countdown before recording" },
] as const;

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
        {SWITCHES.map(({ setting, label }) => (
          <SwitchField
            key={setting}
            className="gap-2"
            id={`${id}-${setting}`}
            label={label}
            checked={preferences[setting]}
            disabled={busy}
            onCheckedChange={(on) => setPreferences({ [setting]: on })}
          />
        ))}
      </div>
    </div>
  );
}

/** Which preference switches each kind of device on; the rest is named after the kind. */
const DEVICE_SWITCH = { camera: "camera", microphone: "audio" } as const;

function DevicePicker(props: {
  kind: keyof typeof DEVICE_SWITCH;
  recorder: Recorder;
  disabled: boolean;
}) {
  const { kind } = props;
  const enabled = DEVICE_SWITCH[kind];
  const deviceId = `${kind}Id` as const;
  const { preferences, setPreferences, devices } = props.recorder;
  return (
    <DeviceSelect
      label={kind === "camera" ? "Camera" : "Microphone"}
      noneLabel={`No ${kind}`}
      devices={devices[`${kind}s`]}
      enabled={preferences[enabled]}
      deviceId={preferences[deviceId]}
      disabled={props.disabled}
      onChange={(next) => setPreferences({ [enabled]: next.enabled, [deviceId]: next.deviceId })}
    />
  );
}
