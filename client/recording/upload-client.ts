import { PART_INTERVAL_MS } from "./constants";
import type { PartStore, StoredRecording } from "./part-store";
import type { PutDirect } from "./upload-protocol";
import { backoffDelay } from "./timing";
import { isFatalUploadError as isFatal, UploadHttpError } from "./upload-errors";
import { uploadSessionApi, videoForm, type CommitFields } from "./upload-protocol";

export { UpgradeRequiredError, UploadHttpError } from "./upload-errors";
export type { CommitFields } from "./upload-protocol";

/** A part is cut early when it reaches this size, well under the server's 4 MB part limit. */
export const MAX_PART_BUFFER_BYTES = 3 * 1024 * 1024;
const PART_RETRY_MAX_MS = 10_000;
/** Tries of a commit, and of asking the server for its parts on recovery. */
const REQUEST_ATTEMPTS = 4;

export interface UploaderDeps {
  fetch: typeof fetch;
  store: PartStore | null;
  now: () => number;
  /** Waits `ms`, or less when the network comes back. */
  sleep: (ms: number) => Promise<void>;
  /** Holds a lock while this tab records, so another tab never offers to recover it. */
  lock?: (name: string) => () => void;
  /** Puts a part straight into the blob store when the session says "blob". */
  putDirect?: PutDirect;
}

export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
}

const lockName = (id: string) => `demoreel-recording-${id}`;

/**
 * Uploads a recording while it is being recorded: 500 ms chunks are gathered into parts of about
 * 3 s (on S3: of at least the session's minimum part size, 5 MiB), each kept in the part store
 * until the server acknowledges it, sent one at a time in order, retried with backoff, and
 * resynchronised from the server's list after a failure. The part being gathered is stored with
 * every chunk, so a crash loses at most the last chunk. Stop flushes the last part; commit joins
 * them into the video.
 */
export class RecordingUploader {
  private chunks: Blob[] = [];
  private chunkBytes = 0;
  private partStartedAt: number;
  private readonly pending = new Map<number, Blob>();
  private sentBytes = 0;
  private totalBytes = 0;
  private fatal: Error | null = null;
  private aborted = false;
  private pumping: Promise<void> | null = null;
  private releaseLock: (() => void) | null = null;
  private readonly progressListeners = new Set<(progress: UploadProgress) => void>();
  private readonly api: ReturnType<typeof uploadSessionApi>;

  private constructor(
    readonly recording: StoredRecording,
    private readonly deps: UploaderDeps,
  ) {
    this.partStartedAt = deps.now();
    this.api = uploadSessionApi(deps.fetch);
    this.releaseLock = deps.lock?.(lockName(recording.id)) ?? null;
  }

  /** Opens the upload session; a 403 (free-plan limit) or 401 throws, a network failure is retried later. */
  static async start(options: {
    mimeType: string;
    mode: string;
    /** The signed-in user recording: the leftover after a crash is theirs alone. */
    userId: string;
    deps: UploaderDeps;
  }): Promise<RecordingUploader> {
    const now = options.deps.now();
    const recording: StoredRecording = {
      id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
      sessionId: null,
      userId: options.userId,
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

  private async persist(): Promise<void> {
    this.recording.updatedAt = this.deps.now();
    await this.deps.store?.saveRecording({ ...this.recording }).catch(() => undefined);
  }

  /** Bytes of cut parts the server has acknowledged, of all cut so far. */
  get progress(): UploadProgress {
    return { sentBytes: this.sentBytes, totalBytes: this.totalBytes };
  }

  /** Calls `listener` with every change of the progress; returns the unsubscribe. */
  watchProgress(listener: (progress: UploadProgress) => void): () => void {
    this.progressListeners.add(listener);
    return () => void this.progressListeners.delete(listener);
  }

  private report(): void {
    for (const listener of this.progressListeners) listener(this.progress);
  }

  private kick(): void {
    if (this.pumping || this.aborted || this.fatal) return;
    this.pumping = this.pump().finally(() => {
      this.pumping = null;
      if (this.pending.size && !this.aborted && !this.fatal) this.kick();
    });
  }

  private async pump(): Promise<void> {
    let attempt = 0;
    while (!this.aborted && !this.fatal && this.pending.size) {
      const n = Math.min(...this.pending.keys());
      try {
        await this.ensureSession();
        await this.sendPart(n);
        attempt = 0;
      } catch (error) {
        if (isFatal(error)) {
          this.fatal = error as Error;
          return;
        }
        await this.deps.sleep(backoffDelay(attempt++, { max: PART_RETRY_MAX_MS }));
        await this.resync().catch(() => undefined);
      }
    }
  }

  /**
   * A session for the parts. Parts cut before there was one (offline at Start) are the small kind,
   * which S3 refuses, so that session takes them through the server; parts cut for S3 go to S3.
   */
  private async ensureSession(): Promise<string> {
    if (this.recording.sessionId) return this.recording.sessionId;
    const throughServer = this.recording.partCount > 0 && this.recording.partUpload !== "s3";
    const { id, partUpload, minPartBytes } = await this.api.create(this.recording.mimeType, {
      throughServer,
    });
    this.recording.sessionId = id;
    this.recording.partUpload = partUpload;
    this.recording.minPartBytes = partUpload === "s3" ? minPartBytes : undefined;
    await this.persist();
    return id;
  }

  private acknowledge(parts: number[]): void {
    for (const n of parts) {
      const blob = this.pending.get(n);
      if (!blob) continue;
      this.pending.delete(n);
      this.sentBytes += blob.size;
      void this.deps.store?.deletePart(this.recording.id, n).catch(() => undefined);
    }
    this.report();
  }

  private async sendPart(n: number): Promise<void> {
    const part = this.pending.get(n);
    const sessionId = this.recording.sessionId;
    if (!part || !sessionId) return;
    const acked = await this.api.sendPart(
      this.recording.partUpload ?? "server",
      this.deps.putDirect,
      { sessionId, n, part },
    );
    this.acknowledge(acked);
  }

  /** After a failure: the server's acknowledged parts (a part may have landed though its answer was lost). */
  private async resync(): Promise<void> {
    if (this.recording.sessionId)
      this.acknowledge(await this.api.acknowledgedParts(this.recording.sessionId));
  }

  /**
   * The acknowledged parts, asked a few times. A session the server no longer has (removed after a
   * day) is forgotten: a new one takes whatever this browser still holds.
   */
  private async ackedOnServer(sessionId: string): Promise<number[]> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.api.acknowledgedParts(sessionId);
      } catch (error) {
        if (error instanceof UploadHttpError && error.status === 404) {
          this.recording.sessionId = null;
          return [];
        }
        if (isFatal(error) || attempt + 1 >= REQUEST_ATTEMPTS) throw error;
        await this.deps.sleep(backoffDelay(attempt));
      }
    }
  }

  /** Resolves once every part cut so far is acknowledged; throws the fatal error if there is one. */
  async drained(): Promise<void> {
    while (this.pending.size && !this.fatal && !this.aborted) {
      this.kick();
      await this.pumping;
    }
    if (this.fatal) throw this.fatal;
  }

  /** Save: waits for the last parts, then creates the video from them (retried on network failures). */
  async commit<T>(fields: CommitFields, thumbnail: Blob | null): Promise<T> {
    await this.drained();
    const sessionId = this.recording.sessionId;
    // Nothing was ever sent: the server has no upload to commit (the Save falls back to one request).
    if (!sessionId) throw new UploadHttpError(404, "Upload not found");
    const body = () => {
      const form = videoForm(fields);
      form.append("partCount", String(this.recording.partCount));
      if (thumbnail) form.append("thumbnail", thumbnail, `thumbnail-${this.deps.now()}.png`);
      return form;
    };
    for (let attempt = 0; ; attempt++) {
      try {
        const video = await this.api.commit<T>(sessionId, body());
        await this.forget();
        return video;
      } catch (error) {
        if (isFatal(error) || attempt + 1 >= REQUEST_ATTEMPTS) throw error;
        await this.deps.sleep(backoffDelay(attempt));
      }
    }
  }

  /** Discard: the server drops the session and its parts; the local copy goes too. */
  async abort(): Promise<void> {
    this.aborted = true;
    const id = this.recording.sessionId;
    if (id) await this.api.remove(id);
    await this.forget();
  }

  /** Drops the local copy (after a commit, a discard, or a fallback upload that saved the video). */
  async forget(): Promise<void> {
    this.aborted = true;
    await this.deps.store?.deleteRecording(this.recording.id).catch(() => undefined);
    this.release();
  }

  private release(): void {
    this.releaseLock?.();
    this.releaseLock = null;
  }
}
