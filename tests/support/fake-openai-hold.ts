/**
 * The fake OpenAI server's hold on transcriptions: between hold() and release() every
 * transcription request waits, so an end-to-end test can watch a transcript under way. A hold
 * ends by itself after HOLD_MAX_MS, so a test that failed before releasing stalls nobody for long.
 */
const HOLD_MAX_MS = 60_000;

export function transcriptionHold() {
  let release: (() => void) | null = null;
  let gate: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const open = () => {
    clearTimeout(timer);
    release?.();
    release = null;
    gate = Promise.resolve();
  };
  return {
    hold(): void {
      if (release) return;
      gate = new Promise<void>((resolve) => (release = resolve));
      timer = setTimeout(open, HOLD_MAX_MS);
    },
    release: open,
    passed: () => gate,
  };
}
