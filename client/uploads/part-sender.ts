import type { PartStore, StoredRecording } from "./part-store";
import { backoffDelay } from "./backoff";
import { nextConnection, ONLINE, type UploadConnection } from "./connection";
import { isFatalUploadError as isFatal, UploadHttpError } from "./upload-errors";
import { uploadSessionApi, type PutDirect } from "./upload-protocol";

const PART_RETRY_MAX_MS = 10_000;
/** Tries of a commit, and of asking the server for its parts on recovery. */
export const REQUEST_ATTEMPTS = 4;

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
 * The sending side of a recording upload: the session, and the cut parts not yet acknowledged,
 * each kept in the part store until the server acknowledges it, sent one at a time in order,
 * retried with backoff, and resynchronised from the server's list after a failure.
 * RecordingUploader adds the gathering of chunks into parts, recovery and the commit.
 */
export abstract class PartSender {
  protected readonly pending = new Map<number, Blob>();
  protected sentBytes = 0;
  protected totalBytes = 0;
  protected fatal: Error | null = null;
  protected aborted = false;
  protected pumping: Promise<void> | null = null;
  private releaseLock: (() => void) | null = null;
  private readonly progressListeners = new Set<(progress: UploadProgress) => void>();
  /** The last request failed without a fatal answer: the backlog waits on this device. */
  private failing = false;
  /** Requests get through again after a failure, and the backlog is not drained yet. */
  private catchingUp = false;
  private connectionNow: UploadConnection = ONLINE;
  protected readonly api: ReturnType<typeof uploadSessionApi>;

  protected constructor(
    readonly recording: StoredRecording,
    protected readonly deps: UploaderDeps,
  ) {
    this.api = uploadSessionApi(deps.fetch);
    this.releaseLock = deps.lock?.(lockName(recording.id)) ?? null;
  }

  protected async persist(): Promise<void> {
    this.recording.updatedAt = this.deps.now();
    await this.deps.store?.saveRecording({ ...this.recording }).catch(() => undefined);
  }

  /** Bytes of cut parts the server has acknowledged, of all cut so far. */
  get progress(): UploadProgress {
    return { sentBytes: this.sentBytes, totalBytes: this.totalBytes };
  }

  /** Whether the parts get through, with the backlog kept here meanwhile (the same object until it changes). */
  get connection(): UploadConnection {
    return this.connectionNow;
  }

  /** Calls `listener` with every change of the progress or the connection; returns the unsubscribe. */
  watchProgress(listener: (progress: UploadProgress) => void): () => void {
    this.progressListeners.add(listener);
    return () => void this.progressListeners.delete(listener);
  }

  protected report(): void {
    if (this.catchingUp && this.pending.size === 0) this.catchingUp = false;
    let backlogBytes = 0;
    for (const blob of this.pending.values()) backlogBytes += blob.size;
    this.connectionNow = nextConnection(this.connectionNow, {
      failing: this.failing,
      catchingUp: this.catchingUp,
      backlogParts: this.pending.size,
      backlogBytes,
    });
    for (const listener of this.progressListeners) listener(this.progress);
  }

  /** A request failed and will be retried: the recorder says it is offline. */
  protected requestFailed(): void {
    if (this.failing) return;
    this.failing = true;
    this.catchingUp = false;
    this.report();
  }

  /** A request got through: back online, catching up while parts remain. */
  protected requestSucceeded(): void {
    if (!this.failing) return;
    this.failing = false;
    this.catchingUp = this.pending.size > 0;
    this.report();
  }

  protected kick(): void {
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
        this.requestFailed();
        await this.deps.sleep(backoffDelay(attempt++, { max: PART_RETRY_MAX_MS }));
        await this.resync().catch(() => undefined);
      }
    }
  }

  /**
   * A session for the parts. Parts cut before there was one (offline at Start) are the small kind,
   * which S3 refuses, so that session takes them through the server; parts cut for S3 go to S3.
   */
  protected async ensureSession(): Promise<string> {
    if (this.recording.sessionId) return this.recording.sessionId;
    const throughServer = this.recording.partCount > 0 && this.recording.partUpload !== "s3";
    const { id, partUpload, minPartBytes } = await this.api.create(this.recording.mimeType, {
      throughServer,
      workspaceId: this.recording.workspaceId,
    });
    this.recording.sessionId = id;
    this.recording.partUpload = partUpload;
    this.recording.minPartBytes = partUpload === "s3" ? minPartBytes : undefined;
    await this.persist();
    return id;
  }

  protected acknowledge(parts: number[]): void {
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
    this.requestSucceeded();
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
  protected async ackedOnServer(sessionId: string): Promise<number[]> {
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

  protected release(): void {
    this.releaseLock?.();
    this.releaseLock = null;
  }
}
