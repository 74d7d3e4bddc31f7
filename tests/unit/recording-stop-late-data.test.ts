import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RecorderChunks } from "@/client/recording/recorder-chunks";

/** How a fake recorder orders its last events once stop() is called. */
type StopOrder =
  /** The standard order: the final dataavailable, then stop. */
  | "data-then-stop"
  /** Firefox under load: stop first, the whole recording in a dataavailable a task later. */
  | "stop-then-data"
  /** Firefox with a stalled audio track: one chunk with everything, empty ones, then stop. */
  | "burst-then-stop"
  /** A recorder that got nothing at all. */
  | "stop-only";

const chunk = (text: string) => new Blob([text], { type: "video/webm" });
const dataEvent = (data: Blob) => Object.assign(new Event("dataavailable"), { data });

/** A MediaRecorder's event order without a browser: every event comes in a task of its own. */
class FakeRecorder extends EventTarget {
  state: RecordingState = "recording";

  constructor(
    private readonly order: StopOrder,
    private readonly final: Blob,
  ) {
    super();
  }

  private later(event: Event) {
    setTimeout(() => this.dispatchEvent(event), 0);
  }

  requestData() {
    // Like Firefox with a stalled track, the requested data comes with the final one.
  }

  stop() {
    this.state = "inactive";
    const stop = new Event("stop");
    if (this.order === "data-then-stop")
      [dataEvent(this.final), stop].forEach((e) => this.later(e));
    if (this.order === "stop-then-data")
      [stop, dataEvent(this.final)].forEach((e) => this.later(e));
    if (this.order === "burst-then-stop")
      [dataEvent(this.final), dataEvent(chunk("")), dataEvent(chunk("")), stop].forEach((e) =>
        this.later(e),
      );
    if (this.order === "stop-only") this.later(stop);
  }
}

async function stopWith(order: StopOrder) {
  const recorder = new FakeRecorder(order, chunk("final"));
  const handed: Blob[] = [];
  const chunks = new RecorderChunks(recorder, (blob) => handed.push(blob));
  recorder.dispatchEvent(dataEvent(chunk("first")));
  const stopping = chunks.stop();
  await vi.runAllTimersAsync();
  const recorded = await stopping;
  return {
    recorded: await Promise.all((recorded.chunks ?? []).map((blob) => blob.text())),
    handed: await Promise.all(handed.map((blob) => blob.text())),
  };
}

describe("stopping the recorder", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps the final data that comes before stop, in the standard order", async () => {
    expect(await stopWith("data-then-stop")).toEqual({
      recorded: ["first", "final"],
      handed: ["first", "final"],
    });
  });

  it("keeps the final data that comes after stop (Firefox under load)", async () => {
    expect(await stopWith("stop-then-data")).toEqual({
      recorded: ["first", "final"],
      handed: ["first", "final"],
    });
  });

  it("keeps one chunk holding everything and skips the empty ones after it", async () => {
    expect((await stopWith("burst-then-stop")).recorded).toEqual(["first", "final"]);
  });

  it("finishes with what it has when no final data ever comes", async () => {
    expect((await stopWith("stop-only")).recorded).toEqual(["first"]);
  });

  it("finishes with nothing when nothing was recorded, so the recorder can say so", async () => {
    const recorder = new FakeRecorder("stop-then-data", chunk(""));
    const chunks = new RecorderChunks(recorder, () => undefined);
    const stopping = chunks.stop();
    await vi.runAllTimersAsync();
    expect(await stopping).toEqual({ chunks: [], bytes: 0 });
  });

  it("lets the chunks go once the recording outgrows memory, still handing each on and counting it", async () => {
    const recorder = new FakeRecorder("data-then-stop", chunk("final"));
    const handed: Blob[] = [];
    const chunks = new RecorderChunks(recorder, (blob) => handed.push(blob), 8);
    recorder.dispatchEvent(dataEvent(chunk("first")));
    expect(chunks.all).toHaveLength(1);
    recorder.dispatchEvent(dataEvent(chunk("second")));
    expect(chunks.all).toBeNull();
    const stopping = chunks.stop();
    await vi.runAllTimersAsync();
    expect(await stopping).toEqual({ chunks: null, bytes: 16 });
    expect(await Promise.all(handed.map((blob) => blob.text()))).toEqual([
      "first",
      "second",
      "final",
    ]);
  });
});
