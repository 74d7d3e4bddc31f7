import "server-only";
import { Transform, type TransformCallback } from "node:stream";
import { formatBytes } from "@/lib/format/bytes";
import { badRequest, tooLarge } from "@/lib/errors";
import { sniffVideo, type Sniffed } from "./sniff";

/**
 * A recording under this many bytes is empty or corrupted
 * (docs/product/limits-and-constants.md#recording).
 */
export const MIN_VIDEO_BYTES = 1000;
export const EMPTY_RECORDING_MESSAGE =
  "Recording appears to be empty or corrupted. Please try recording again.";
export const NOT_A_VIDEO_MESSAGE = "Invalid video: the file must be a WebM or MP4 recording";

/**
 * A pass-through for the video part that holds back the first MIN_VIDEO_BYTES until it knows the
 * file is a real recording (`format` resolves with the sniffed type), counts bytes, and fails the
 * stream (so the storage write is discarded) when the file is too small, not a video, or too big.
 */
export class VideoIntake extends Transform {
  readonly format: Promise<Sniffed>;
  bytes = 0;
  private head: Buffer[] = [];
  private headBytes = 0;
  private decided = false;
  private resolveFormat!: (value: Sniffed) => void;
  private rejectFormat!: (error: Error) => void;

  constructor(private readonly maxBytes: number) {
    super();
    this.format = new Promise<Sniffed>((resolve, reject) => {
      this.resolveFormat = resolve;
      this.rejectFormat = reject;
    });
    // Only marks the rejection handled: whoever awaits the format reads its failure.
    this.format.catch(() => undefined);
    this.once("error", (error) => this.rejectFormat(error));
    this.once("close", () => this.rejectFormat(new Error("Upload stream closed early")));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(tooLarge(this.tooLargeMessage()));
    if (this.decided) return callback(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < MIN_VIDEO_BYTES) return callback();
    callback(this.decide());
  }

  override _flush(callback: TransformCallback): void {
    if (this.decided) return callback();
    if (this.bytes < MIN_VIDEO_BYTES) return callback(badRequest(EMPTY_RECORDING_MESSAGE));
    callback(this.decide());
  }

  /** Sniffs the held-back head; on success releases it downstream. */
  private decide(): Error | null {
    const head = Buffer.concat(this.head);
    const sniffed = sniffVideo(head);
    if (!sniffed) return badRequest(NOT_A_VIDEO_MESSAGE);
    this.decided = true;
    this.head = [];
    this.push(head);
    this.resolveFormat(sniffed);
    return null;
  }

  private tooLargeMessage(): string {
    return `Video too large: the limit is ${formatBytes(this.maxBytes)}`;
  }
}
