"use client";

import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { DeviceSelect } from "./device-select";
import { MicrophoneMeter } from "./microphone-meter";
import type { Recorder } from "./use-recorder";

/** The Ready state's choices: camera and microphone, the level meter, voice processing, countdown. */
export function ReadySettings({ recorder }: { recorder: Recorder }) {
  const id = useId();
  const { preferences, setPreferences, devices, preview, mode } = recorder;
  const busy = recorder.state !== "idle" || recorder.starting;
  return (
    <div className="flex flex-wrap items-start justify-center gap-x-6 gap-y-3">
      {mode !== "screen-only" ? (
        <DeviceSelect
          label="Camera"
          noneLabel="No camera"
          devices={devices.cameras}
          enabled={preferences.camera}
          deviceId={preferences.cameraId}
          disabled={busy}
          onChange={({ enabled, deviceId }) =>
            setPreferences({ camera: enabled, cameraId: deviceId })
          }
        />
      ) : null}
      <div className="grid gap-1.5">
        <DeviceSelect
          label="Microphone"
          noneLabel="No microphone"
          devices={devices.microphones}
          enabled={preferences.audio}
          deviceId={preferences.microphoneId}
          disabled={busy}
          onChange={({ enabled, deviceId }) =>
            setPreferences({ audio: enabled, microphoneId: deviceId })
          }
        />
        <MicrophoneMeter stream={preview.microphone} />
      </div>
      <div className="grid gap-2 pt-6 text-sm">
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-voice`}
            checked={preferences.voiceProcessing}
            disabled={busy}
            onCheckedChange={(voiceProcessing) => setPreferences({ voiceProcessing })}
          />
          <Label htmlFor={`${id}-voice`}>Noise suppression and echo cancellation</Label>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-countdown`}
            checked={preferences.countdown}
            disabled={busy}
            onCheckedChange={(countdown) => setPreferences({ countdown })}
          />
          <Label htmlFor={`${id}-countdown`}>Countdown before recording</Label>
        </div>
      </div>
    </div>
  );
}
