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
 * One MediaRecorder's data from its start to its final chunk: every non-empty chunk is kept and
 * handed to `onChunk` as it comes.
 */
export class RecorderChunks {
  private readonly chunks: Blob[] = [];

  constructor(
    private readonly recorder: RecorderLike,
    private readonly onChunk: (chunk: Blob) => void,
  ) {
    recorder.addEventListener("dataavailable", this.take);
  }

  private readonly take = (event: Event) => {
    const data = dataOf(event);
    if (!data || data.size === 0) return;
    this.chunks.push(data);
    this.onChunk(data);
  };

  /** The chunks so far (the recorder may still be running). */
  get all(): readonly Blob[] {
    return this.chunks;
  }

  /**
   * A final data request, about 0.1 s, then stop; resolves with every chunk recorded once the
   * recorder has finished (see finished).
   */
  async stop(): Promise<Blob[]> {
    this.recorder.requestData();
    await wait(STOP_DELAY_MS);
    const finished = this.finished();
    this.recorder.stop();
    await finished;
    return [...this.chunks];
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
