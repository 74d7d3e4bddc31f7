import { STOP_DELAY_MS } from "./constants";

/** The part of a MediaRecorder whose data this module follows (a fake one in tests). */
export interface RecorderLike {
  readonly state: RecordingState;
  requestData(): void;
  stop(): void;
  addEventListener(type: "dataavailable" | "stop", listener: (event: Event) => void): void;
  removeEventListener(type: "dataavailable" | "stop", listener: (event: Event) => void): void;
}

/** How long a recorder that has stopped may take to deliver its final data. */
const FINAL_DATA_WAIT_MS = 3000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The blob a dataavailable event carries, or null. */
function dataOf(event: Event): Blob | null {
  const data: unknown = "data" in event ? event.data : null;
  return data instanceof Blob ? data : null;
}

/**
 * How much of a recording stays in memory as well as in the device's store: enough for the
 * one-request upload of an ordinary take when the part upload cannot finish. A longer take lives
 * in the store (IndexedDB, on disk) until its parts are uploaded, so an hour at 1080p does not
 * sit in the tab's memory.
 */
export const IN_MEMORY_RECORDING_BYTES = 200 * 1024 * 1024;

/** What the recorder handed over, once it has finished. */
export interface RecordedData {
  /** Every chunk, or null when the recording outgrew the memory bound (it is in the store). */
  chunks: Blob[] | null;
  bytes: number;
}

/**
 * One MediaRecorder's data from its start to its final chunk: every non-empty chunk is handed to
 * `onChunk` as it comes, and kept in memory while the recording is within `memoryBytes`.
 */
export class RecorderChunks {
  private chunks: Blob[] | null = [];
  private bytes = 0;

  constructor(
    private readonly recorder: RecorderLike,
    private readonly onChunk: (chunk: Blob) => void,
    private readonly memoryBytes = IN_MEMORY_RECORDING_BYTES,
  ) {
    recorder.addEventListener("dataavailable", this.take);
  }

  private readonly take = (event: Event) => {
    const data = dataOf(event);
    if (!data || data.size === 0) return;
    this.bytes += data.size;
    this.chunks?.push(data);
    // Past the bound the chunks are let go: `onChunk`'s store keeps them until uploaded.
    if (this.bytes > this.memoryBytes) this.chunks = null;
    this.onChunk(data);
  };

  /** The chunks so far (the recorder may still be running), or null past the memory bound. */
  get all(): readonly Blob[] | null {
    return this.chunks;
  }

  /**
   * A final data request, about 0.1 s, then stop; resolves with what was recorded once the
   * recorder has finished (see finished).
   */
  async stop(): Promise<RecordedData> {
    this.recorder.requestData();
    await wait(STOP_DELAY_MS);
    const finished = this.finished();
    this.recorder.stop();
    await finished;
    return { chunks: this.chunks ? [...this.chunks] : null, bytes: this.bytes };
  }

  /**
   * Resolves once the stop event has fired and the final data has come. The MediaRecorder standard
   * fires the last dataavailable before stop, but Firefox under load delivers it after stop: taking
   * the chunks at stop alone found none and threw the recording away. A recorder that sends no
   * final data at all is given FINAL_DATA_WAIT_MS after its stop.
   */
  private finished(): Promise<void> {
    const recorder = this.recorder;
    return new Promise<void>((resolve) => {
      let stopped = false;
      let finalData = false;
      let grace: ReturnType<typeof setTimeout> | undefined;
      const finish = () => {
        clearTimeout(grace);
        recorder.removeEventListener("dataavailable", onData);
        recorder.removeEventListener("stop", onStop);
        // One task more: a burst of chunks already queued behind the final one is taken too.
        setTimeout(resolve, 0);
      };
      const onData = () => {
        finalData = true;
        if (stopped) finish();
      };
      const onStop = () => {
        stopped = true;
        if (finalData) finish();
        else grace = setTimeout(finish, FINAL_DATA_WAIT_MS);
      };
      recorder.addEventListener("dataavailable", onData);
      recorder.addEventListener("stop", onStop);
    });
  }

  /** Stops taking data (the recording is being thrown away). */
  detach(): void {
    this.recorder.removeEventListener("dataavailable", this.take);
  }
}
