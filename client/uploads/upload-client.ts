import type { QueuedSave, StoredRecording } from "./part-store";
import { PartSender, REQUEST_ATTEMPTS, type UploaderDeps } from "./part-sender";
import { backoffDelay } from "./backoff";
import { isFatalUploadError as isFatal, UploadHttpError } from "./upload-errors";
import type { VideoResponse } from "@/lib/videos/responses";
import { uploadSessionApi, videoForm, type CommitFields } from "./upload-protocol";

/** Parts go to the server about this often while recording (several 500 ms chunks each). */
const PART_INTERVAL_MS = 3000;
/** A queued commit asks again at least this often while offline (and at once when back online). */
const COMMIT_RETRY_MAX_MS = 15_000;

export type { UploaderDeps, UploadProgress } from "./part-sender";
export type { UploadConnection } from "./connection";

export { UpgradeRequiredError, UploadHttpError } from "./upload-errors";
export type { CommitFields } from "./upload-protocol";

/** A part is cut early when it reaches this size, well under the server's 4 MB part limit. */
export const MAX_PART_BUFFER_BYTES = 3 * 1024 * 1024;

/**
 * Uploads a recording while it is being recorded: 500 ms chunks are gathered into parts of about
 * 3 s (on S3: of at least the session's minimum part size, 5 MiB), each kept in the part store
 * until the server acknowledges it, sent one at a time in order, retried with backoff, and
 * resynchronised from the server's list after a failure. The part being gathered is stored with
 * every chunk, so a crash loses at most the last chunk. Stop flushes the last part; commit joins
 * them into the video.
 */
export class RecordingUploader extends PartSender {
  private chunks: Blob[] = [];
  private chunkBytes = 0;
  private partStartedAt: number;

  private constructor(recording: StoredRecording, deps: UploaderDeps) {
    super(recording, deps);
    this.partStartedAt = deps.now();
  }

  /** Opens the upload session; a 403 (free-plan limit) or 401 throws, a network failure is retried later. */
  static async start(options: {
    mimeType: string;
    mode: string;
    /** The signed-in user recording: the leftover after a crash is theirs alone. */
    userId: string;
    /** The current workspace, which the video joins. */
    workspaceId?: number;
    deps: UploaderDeps;
  }): Promise<RecordingUploader> {
    const now = options.deps.now();
    const recording: StoredRecording = {
      id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
      sessionId: null,
      userId: options.userId,
      workspaceId: options.workspaceId,
      mimeType: options.mimeType,
      mode: options.mode,
      startedAt: now,
      durationMs: 0,
      partCount: 0,
      updatedAt: now,
    };
    const uploader = new RecordingUploader(recording, options.deps);
    try {
      await uploader.ensureSession();
    } catch (error) {
      if (isFatal(error)) {
        uploader.release();
        throw error;
      }
    }
    await uploader.persist();
    return uploader;
  }

  /**
   * Picks up a recording left by a reload or crash: its unsent parts come from the store, the sent
   * ones are on the server. Throws when the server cannot be asked (the leftover stays for later).
   */
  static async restore(recording: StoredRecording, deps: UploaderDeps): Promise<RecordingUploader> {
    const uploader = new RecordingUploader({ ...recording }, deps);
    const parts = (await deps.store?.loadParts(recording.id)) ?? new Map<number, Blob>();
    for (const [n, blob] of parts) {
      uploader.pending.set(n, blob);
      uploader.totalBytes += blob.size;
    }
    let acked: number[] = [];
    if (recording.sessionId) {
      acked = await uploader.ackedOnServer(recording.sessionId).catch((error: unknown) => {
        uploader.release();
        throw error;
      });
      uploader.acknowledge(acked);
    }
    // A crash can lose the newest part before it was stored: keep the unbroken run from part 0.
    const available = new Set([...acked, ...uploader.pending.keys()]);
    let count = 0;
    while (available.has(count)) count++;
    for (const n of [...uploader.pending.keys()]) if (n >= count) uploader.pending.delete(n);
    uploader.recording.partCount = count;
    uploader.kick();
    return uploader;
  }

  /** Drops a recording left behind, on the server and locally, without restoring it. */
  static async discard(recording: StoredRecording, deps: UploaderDeps): Promise<void> {
    if (recording.sessionId) await uploadSessionApi(deps.fetch).remove(recording.sessionId);
    await deps.store?.deleteRecording(recording.id).catch(() => undefined);
  }

  get sessionId(): string | null {
    return this.recording.sessionId;
  }

  /** Why the upload cannot go on (the Save then falls back to a one-request upload), or null. */
  get error(): Error | null {
    return this.fatal;
  }

  /** Parts cut so far (after a restore: the unbroken run that survived). */
  get partCount(): number {
    return this.recording.partCount;
  }

  /** Bytes recorded so far (sent or not). */
  get recordedBytes(): number {
    return this.totalBytes + this.chunkBytes;
  }

  /**
   * One recorder chunk; a part is cut every PART_INTERVAL_MS (or earlier when large). On S3 a part
   * is cut once it reaches the minimum part size, as S3 refuses smaller ones but the last.
   */
  addChunk(blob: Blob, durationMs: number): void {
    if (this.aborted || blob.size === 0) return;
    this.chunks.push(blob);
    this.chunkBytes += blob.size;
    if (this.partIsDue()) return this.cutPart(durationMs);
    this.keepGathering(durationMs);
  }

  private partIsDue(): boolean {
    if (this.recording.partUpload === "s3") {
      return this.chunkBytes >= (this.recording.minPartBytes ?? MAX_PART_BUFFER_BYTES);
    }
    const due = this.deps.now() - this.partStartedAt >= PART_INTERVAL_MS;
    return due || this.chunkBytes >= MAX_PART_BUFFER_BYTES;
  }

  /**
   * Stores the part being gathered under its coming number: recovery after a crash finds it like
   * any unsent part. Cutting the part later overwrites it with the whole part.
   */
  private keepGathering(durationMs: number): void {
    const n = this.recording.partCount;
    const gathered = new Blob(this.chunks, { type: this.recording.mimeType });
    void this.deps.store?.savePart(this.recording.id, n, gathered).catch(() => undefined);
    this.recording.durationMs = durationMs;
    void this.persist();
  }

  /** Stop: only the last part remains to be sent. */
  finish(durationMs: number): void {
    if (this.chunks.length) this.cutPart(durationMs);
    else {
      this.recording.durationMs = durationMs;
      void this.persist();
    }
  }

  private cutPart(durationMs: number): void {
    const n = this.recording.partCount++;
    const blob = new Blob(this.chunks, { type: this.recording.mimeType });
    this.chunks = [];
    this.chunkBytes = 0;
    this.partStartedAt = this.deps.now();
    this.recording.durationMs = durationMs;
    this.pending.set(n, blob);
    this.totalBytes += blob.size;
    this.report();
    void this.deps.store?.savePart(this.recording.id, n, blob).catch(() => undefined);
    void this.persist();
    this.kick();
  }

  /**
   * Save: keeps the fields with the recording (a reload then finishes it without asking), waits for
   * the last parts, then creates the video from them. Without a network it waits for one, however
   * long (the connection says "offline" meanwhile); a server failing otherwise is tried a few times.
   */
  async commit(fields: CommitFields, thumbnail: Blob | null): Promise<VideoResponse> {
    this.recording.queuedSave = { fields, thumbnail, queuedAt: this.deps.now() };
    await this.persist();
    await this.drained();
    this.throwIfLeft();
    const sessionId = this.recording.sessionId;
    // Nothing was ever sent: the server has no upload to commit (the Save falls back to one request).
    if (!sessionId) throw new UploadHttpError(404, "Upload not found");
    const body = () => {
      const form = videoForm(fields);
      form.append("partCount", String(this.recording.partCount));
      if (thumbnail) form.append("thumbnail", thumbnail, `thumbnail-${this.deps.now()}.png`);
      return form;
    };
    for (let attempt = 0, answered = 0; ; attempt++) {
      try {
        const video = await this.api.commit(sessionId, body());
        this.requestSucceeded();
        await this.forget();
        return video;
      } catch (error) {
        if (isFatal(error)) throw error;
        if (error instanceof UploadHttpError && ++answered >= REQUEST_ATTEMPTS) throw error;
        this.requestFailed();
        await this.deps.sleep(backoffDelay(attempt, { max: COMMIT_RETRY_MAX_MS }));
        this.throwIfLeft();
      }
    }
  }

  /** A commit stops once the recording was left or discarded: the store's copy decides then. */
  private throwIfLeft(): void {
    if (this.aborted) throw new Error("The recording was left before it was saved");
  }

  /** The Save queued before a reload, if any (see commit). */
  get queuedSave(): QueuedSave | null {
    return this.recording.queuedSave ?? null;
  }

  /** Save did not go through (refused): the recording stays, to recover and save again. */
  async unqueue(): Promise<void> {
    if (this.aborted) return;
    delete this.recording.queuedSave;
    await this.persist();
  }

  /** Discard: the server drops the session and its parts; the local copy goes too. */
  async abort(): Promise<void> {
    this.aborted = true;
    const id = this.recording.sessionId;
    if (id) await this.api.remove(id);
    await this.forget();
  }

  /**
   * Stops sending and releases the lock, keeping the local copy: recovery (or, for a queued Save,
   * the next page load) then takes the recording from the store.
   */
  leave(): void {
    this.aborted = true;
    this.release();
  }

  /** The recorder is gone before Save (another page, an error page): leave(), unless a Save is under way. */
  leaveUnlessSaving(): void {
    if (!this.recording.queuedSave) this.leave();
  }

  /** Drops the local copy (after a commit, a discard, or a fallback upload that saved the video). */
  async forget(): Promise<void> {
    this.aborted = true;
    await this.deps.store?.deleteRecording(this.recording.id).catch(() => undefined);
    this.release();
  }
}
