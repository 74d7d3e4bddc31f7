import "server-only";
import type { JobKind } from "./kinds";

/**
 * Job classes that never wait for each other. Each lane has its own claim loop(s) in the worker,
 * so a ten-minute transcription holds one transcription slot, never an email, a webhook or the
 * next video's processing. A lane's kinds are claimed only by that lane's loops.
 */
export const JOB_LANES = ["processing", "transcription", "delivery"] as const;
export type JobLane = (typeof JOB_LANES)[number];

const LANE_KINDS: Record<Exclude<JobLane, "processing">, readonly JobKind[]> = {
  // Remaking chapters and a summary calls the same AI models as a transcript's.
  transcription: ["transcribe-video", "refresh-chapters-summary"],
  // Outbound messages: short, network-bound, and someone is waiting for each.
  delivery: [
    "notification-email",
    "digest-email",
    "tracked-view-email",
    "workspace-invite-email",
    "support-email",
    "deliver-webhook",
    "billing.sync-seats",
  ],
};

/** Jobs at a time per lane on one worker process, unless configured otherwise. */
export const DEFAULT_LANE_CONCURRENCY: Record<JobLane, number> = {
  processing: 1,
  transcription: 1,
  // Waiting on SMTP or a slow webhook receiver costs no CPU: two at a time.
  delivery: 2,
};

/** Which jobs a lane claims: its own kinds, or for processing every kind no other lane names. */
export type LaneFilter = { kinds: readonly string[] } | { exceptKinds: readonly string[] };

export function laneFilter(lane: JobLane): LaneFilter {
  if (lane === "processing") return { exceptKinds: Object.values(LANE_KINDS).flat() };
  return { kinds: LANE_KINDS[lane] };
}

/**
 * Reads `processing:1,transcription:1,delivery:2` (the lanes a process runs, with their slots; a
 * lane left out is not run here, a lane without a number gets its default). Throws on anything else.
 */
export function parseLaneSpec(spec: string): Map<JobLane, number> {
  const lanes = new Map<JobLane, number>();
  for (const part of spec.split(",").map((p) => p.trim())) {
    if (part === "") continue;
    const [name = "", count] = part.split(":").map((p) => p.trim());
    const lane = JOB_LANES.find((known) => known === name);
    if (!lane) throw new Error(`Unknown job lane "${name}" (lanes: ${JOB_LANES.join(", ")})`);
    const slots = count === undefined ? DEFAULT_LANE_CONCURRENCY[lane] : Number(count);
    if (!Number.isInteger(slots) || slots < 1 || slots > 16) {
      throw new Error(`Job lane "${lane}" needs 1 to 16 slots, not "${count}"`);
    }
    lanes.set(lane, slots);
  }
  if (lanes.size === 0) throw new Error("No job lane given");
  return lanes;
}

export const allLanes = (): Map<JobLane, number> =>
  new Map(JOB_LANES.map((lane) => [lane, DEFAULT_LANE_CONCURRENCY[lane]]));
