// The stop-to-link benchmark's results and how they are printed.

/** Both times, Stop to link playing and Save to saved toast, at most this many seconds. */
export const GOAL_S = 1.5;

export interface Result {
  seconds: number;
  recordedSeconds: number | null;
  bytes: number | null;
  parts: number;
  bytesAfterStop: number;
  stopToDialog: number;
  stopToLink: number;
  stopToAdvance: number | null;
  saveToToast: number;
  toastToPage: number;
  pageToPlaying: number;
  requests: string[];
  /** VERBOSE: the page's own resource timings and marks from Stop on, in its clock. */
  timeline: string[];
}

const fmt = (n: number | null, digits = 2) =>
  n === null || !Number.isFinite(n) ? "-" : n.toFixed(digits);
const ok = (n: number) => (Number.isFinite(n) && n <= GOAL_S ? "yes" : "NO");

/** The results as two tables: against the goal, then where the time goes. */
export function printResults(results: Result[]): void {
  console.log("");
  console.table(
    results.map((r) => ({
      "length (s)": r.seconds,
      "saved duration (s)": fmt(r.recordedSeconds, 1),
      bytes: r.bytes ?? "-",
      parts: r.parts,
      "bytes sent after Stop": r.bytesAfterStop,
      "Stop -> link playing (s)": fmt(r.stopToLink),
      "<= 1.5 s": ok(r.stopToLink),
      "Save -> saved toast (s)": fmt(r.saveToToast),
      "<= 1.5 s ": ok(r.saveToToast),
    })),
  );
  console.log("Where the time goes (s):");
  console.table(
    results.map((r) => ({
      "length (s)": r.seconds,
      "Stop -> dialog": fmt(r.stopToDialog),
      "Save -> toast": fmt(r.saveToToast),
      "toast -> /video page": fmt(r.toastToPage),
      "page -> playing": fmt(r.pageToPlaying),
      "Stop -> currentTime advances": fmt(r.stopToAdvance),
    })),
  );
}
