import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { INLINE_FFMPEG_BUSY, InlineSlots } from "@/lib/media/inline-slots";
import { downloadToTempFile } from "@/lib/storage/temp-file";

const never = () => new Promise<void>(() => undefined);

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("inline ffmpeg slots", () => {
  it("runs at most `runs` at once, queues `waiting` more, refuses the next with 503", async () => {
    const slots = new InlineSlots({ runs: 2, waiting: 2, maxWaitMs: 10_000 });
    const release = gate();
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await release.opened;
      running -= 1;
      return "done";
    };
    const admitted = Array.from({ length: 4 }, () => slots.run(work));
    const refused = await slots.run(work).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 503, message: INLINE_FFMPEG_BUSY });
    expect((refused as ApiError).headers).toMatchObject({ "Retry-After": "5" });
    release.open();
    expect(await Promise.all(admitted)).toEqual(["done", "done", "done", "done"]);
    expect(most).toBe(2);
    // Every slot came back: two more run at once.
    expect(await Promise.all([slots.run(async () => 1), slots.run(async () => 2)])).toEqual([1, 2]);
  });

  it("gives up a wait when the caller leaves or the wait is too long, and keeps the slot count", async () => {
    const slots = new InlineSlots({ runs: 1, waiting: 3, maxWaitMs: 50 });
    void slots.run(never);
    const left = new AbortController();
    const leaving = slots.run(async () => "never", left.signal);
    left.abort(new Error("client went away"));
    await expect(leaving).rejects.toThrow("client went away");
    await expect(slots.run(async () => "late")).rejects.toMatchObject({ status: 503 });
  });
});

describe("downloads for ffmpeg", () => {
  it("stop when their signal aborts and leave no file behind", async () => {
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
        return new Promise((resolve) => setTimeout(resolve, 5));
      },
      cancel() {
        cancelled = true;
      },
    });
    const storage = {
      get: async () => ({
        body: endless,
        object: { size: 1e12, contentType: "video/mp4" },
      }),
    } as unknown as Parameters<typeof downloadToTempFile>[0];
    const stop = new AbortController();
    setTimeout(() => stop.abort(new Error("time limit")), 60);
    await expect(
      downloadToTempFile(storage, "videos/1/video.mp4", { signal: stop.signal }),
    ).rejects.toThrow();
    expect(cancelled).toBe(true);
    const afterStop = pulled;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pulled).toBeLessThanOrEqual(afterStop + 1);
    await expect(
      downloadToTempFile(storage, "videos/1/video.mp4", { signal: AbortSignal.abort() }),
    ).rejects.toThrow();
  });
});
