// The stop-to-link benchmark's results and how they are printed.

/** Both times, Stop to the link's page and Save to saved toast, at most this many seconds. */
export const GOAL_S = 1.5;
/** The longest recording's Stop-to-link at most this many times the first (shortest) one's. */
export const FLAT_RATIO = 1.5;

export interface Result {
  seconds: number;
  recordedSeconds: number | null;
  bytes: number | null;
  parts: number;
  bytesAfterStop: number;
  stopToDialog: number;
  /** Stop to the share link's page: the commit answered, the link exists. */
  stopToLink: number;
  /** Stop to that page's player playing: the parts joined into the original. */
  stopToPlaying: number;
  /** Stop to the video's join and processing over (the runner's clock). */
  stopToProcessed: number;
  processingStatus: string;
  /** The server's RSS before Stop and its peak until processing ended (SERVER_PID), in MiB. */
  rssBeforeMiB: number | null;
  rssPeakMiB: number | null;
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

/** One length's main figures, printed as soon as it is measured. */
export const summaryOf = (r: Result) => ({
  seconds: r.seconds,
  stopToLink: fmt(r.stopToLink),
  stopToPlaying: fmt(r.stopToPlaying),
  saveToToast: fmt(r.saveToToast),
  stopToProcessed: fmt(r.stopToProcessed, 1),
  status: r.processingStatus,
  rssBeforeMiB: fmt(r.rssBeforeMiB, 0),
  rssPeakMiB: fmt(r.rssPeakMiB, 0),
});

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
      "Stop -> link (s)": fmt(r.stopToLink),
      "<= 1.5 s": ok(r.stopToLink),
      "x first": fmt(r.stopToLink / (results[0]?.stopToLink ?? NaN)),
      "Stop -> playing (s)": fmt(r.stopToPlaying),
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
  console.log("The server while the recording is joined and processed (SERVER_PID):");
  console.table(
    results.map((r) => ({
      "length (s)": r.seconds,
      "Stop -> processed (s)": fmt(r.stopToProcessed, 1),
      status: r.processingStatus,
      "RSS before Stop (MiB)": fmt(r.rssBeforeMiB, 0),
      "RSS peak (MiB)": fmt(r.rssPeakMiB, 0),
    })),
  );
  const first = results[0];
  const last = results[results.length - 1];
  if (first && last && results.length > 1) {
    const ratio = last.stopToLink / first.stopToLink;
    const met = Number.isFinite(ratio) && ratio <= FLAT_RATIO;
    console.log(
      `Goal: the ${last.seconds} s recording's Stop -> link at most ${FLAT_RATIO}x the ` +
        `${first.seconds} s one's: ${fmt(ratio)}x, ${met ? "met" : "NOT met"}`,
    );
  }
}
