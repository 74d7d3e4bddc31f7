const pad = (value: number) => String(value).padStart(2, "0");

export interface TimeStyle {
  /** "01:02:05" rather than "1:02:05". */
  padHours?: boolean;
  /** "05:09" rather than "5:09" under an hour (minutes are always padded after hours). */
  padMinutes?: boolean;
}

/**
 * The app's one time formatter: whole seconds as [h:]mm:ss, hours only from one hour on. Negative,
 * missing and non-finite values read as 0. (The embed's inlined script keeps its own copy: it may
 * reference nothing outside its body.)
 */
export function formatTime(
  seconds: number | null | undefined,
  { padHours = false, padMinutes = true }: TimeStyle = {},
): string {
  const total = Number.isFinite(seconds) && (seconds ?? 0) > 0 ? Math.floor(seconds ?? 0) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = pad(total % 60);
  if (hours > 0) return `${padHours ? pad(hours) : hours}:${pad(minutes)}:${secs}`;
  return `${padMinutes ? pad(minutes) : minutes}:${secs}`;
}

/** A playback position: "00:00", "01:05", "1:02:05". */
export const formatClock = (seconds: number | null | undefined) => formatTime(seconds);

/** A time stamp in prompts: "0:00", "1:05", "1:02:05". */
export const formatStamp = (seconds: number) => formatTime(seconds, { padMinutes: false });

/** The recorder's 'Recording Time': "00:00", "01:05", "01:02:05". */
export const formatRecordingTime = (seconds: number) => formatTime(seconds, { padHours: true });
