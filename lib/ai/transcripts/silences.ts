import "server-only";
import { runToolLines, type FfmpegTools } from "@/lib/media/ffmpeg";
import { inspectMediaFile, safeInputArgs } from "@/lib/media/safe-input";
import type { CutProposal } from "./fillers";

/** Quieter than this counts as silence (screen recordings have some room noise). */
const NOISE_FLOOR = "-35dB";
/** Of each silence this much stays on either side, so speech never starts or ends clipped. */
const KEEP_SECONDS = 0.05;

/**
 * Cuts for the pauses of at least `minSeconds` in a media file's soundtrack (ffmpeg's
 * silencedetect, its findings printed to stdout by ametadata), a little of each pause kept.
 */
export async function silenceProposals(
  tools: FfmpegTools,
  file: string,
  minSeconds: number,
  signal?: AbortSignal,
): Promise<CutProposal[]> {
  const proposals: CutProposal[] = [];
  let start: number | null = null;
  const filter = `silencedetect=n=${NOISE_FLOOR}:d=${minSeconds},ametadata=mode=print:file=-`;
  const { container } = await inspectMediaFile(file);
  await runToolLines(
    tools.ffmpeg,
    ["-hide_banner", "-nostats", "-loglevel", "error", ...safeInputArgs(file, container)].concat([
      "-vn",
      "-af",
      filter,
      "-f",
      "null",
      "-",
    ]),
    (line) => {
      const [key, value] = line.trim().split("=");
      const seconds = Number(value);
      if (!Number.isFinite(seconds)) return;
      if (key === "lavfi.silence_start") start = Math.max(0, seconds);
      if (key === "lavfi.silence_end" && start !== null) {
        const cut = { start: start + KEEP_SECONDS, end: seconds - KEEP_SECONDS };
        if (cut.end > cut.start) proposals.push({ ...cut, reason: "silence" });
        start = null;
      }
    },
    { signal, nice: tools.nice },
  );
  const round = (t: number) => Math.round(t * 100) / 100;
  return proposals.map((p) => ({ ...p, start: round(p.start), end: round(p.end) }));
}
