import { PartSender, REQUEST_ATTEMPTS, type UploaderDeps } from "./part-sender";
import { backoffDelay } from "./backoff";
import { isFatalUploadError as isFatal } from "./upload-errors";
import { MAX_PART_BYTES } from "@/lib/uploads/shared";
import type { VideoResponse } from "@/lib/videos/responses";
import type { Visibility } from "@/lib/workspaces/shared";
import { fileKey, forgetUpload, saveUpload, type SavedFileUpload } from "./file-resume-store";

/** Who can watch the new video: private or shared, and in a team workspace the visibility. */
export interface UploadAudience {
  isPrivate: boolean;
  visibility?: Visibility;
}

/** On S3 a part must hold at least the session's minimum (5 MiB); bigger parts mean fewer requests. */
const S3_PART_BYTES = 8 * 1024 * 1024;

/**
 * Sends a file from the disk through the recorder's upload-session protocol: the file cut into
 * parts (slices, nothing copied), each retried with backoff, only the ones the server lacks after
 * a resume, then the commit that creates the video. The session is kept in local storage under
 * the file's name, size and date, so choosing the file again after a reload resumes it.
 */
export class FileUploader extends PartSender {
  private partBytes = 0;
  private readonly key: string;

  private constructor(
    readonly file: File,
    deps: UploaderDeps,
    private title: string,
    saved: SavedFileUpload | null,
    private readonly workspaceId: number | undefined,
    private readonly audience: UploadAudience,
  ) {
    const now = deps.now();
    super(
      {
        id: `file-${now.toString(36)}`,
        sessionId: saved?.sessionId ?? null,
        partUpload: saved?.partUpload,
        mimeType: file.type,
        mode: "upload",
        startedAt: now,
        durationMs: 0,
        partCount: 0,
        updatedAt: now,
      },
      { ...deps, store: null, lock: undefined },
    );
    this.key = fileKey(file);
    this.partBytes = saved?.partBytes ?? 0;
  }

  /**
   * A new upload of `file` into `workspaceId` (absent: the personal workspace), or the one `saved`
   * describes (only its missing parts are sent; its session already knows the workspace). The
   * video is created with `audience` (absent: private).
   */
  static create(
    file: File,
    deps: UploaderDeps,
    {
      title,
      saved = null,
      workspaceId,
      audience = { isPrivate: true },
    }: {
      title: string;
      saved?: SavedFileUpload | null;
      workspaceId?: number;
      audience?: UploadAudience;
    },
  ): FileUploader {
    return new FileUploader(file, deps, title, saved, workspaceId, audience);
  }

  get sessionId(): string | null {
    return this.recording.sessionId;
  }

  /** The title sent with the commit (the row's field, editable while the bytes go). */
  setTitle(title: string): void {
    this.title = title;
    if (this.recording.sessionId) this.remember();
  }

  private remember(): void {
    const { sessionId, partUpload = "server" } = this.recording;
    if (!sessionId) return;
    saveUpload(this.key, { sessionId, partBytes: this.partBytes, partUpload, title: this.title });
  }

  protected override async ensureSession(): Promise<string> {
    if (this.recording.sessionId) return this.recording.sessionId;
    const { id, partUpload, minPartBytes } = await this.api.createForFile(
      this.file,
      this.workspaceId,
    );
    this.recording.sessionId = id;
    this.recording.partUpload = partUpload;
    this.partBytes = partUpload === "s3" ? Math.max(minPartBytes, S3_PART_BYTES) : MAX_PART_BYTES;
    this.remember();
    return id;
  }

  /** Opens the session (a refusal such as the free-plan 403 throws), retried on network failures. */
  private async open(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.ensureSession();
        return;
      } catch (error) {
        if (isFatal(error) || attempt + 1 >= REQUEST_ATTEMPTS) throw error;
        await this.deps.sleep(backoffDelay(attempt));
      }
    }
  }

  /** Cuts the parts the server does not hold yet; the held ones count as sent. */
  private cut(held: number[]): void {
    const count = Math.max(1, Math.ceil(this.file.size / this.partBytes));
    const have = new Set(held);
    this.recording.partCount = count;
    this.totalBytes = this.file.size;
    for (let n = 0; n < count; n++) {
      const start = n * this.partBytes;
      const part = this.file.slice(start, Math.min(this.file.size, start + this.partBytes));
      if (have.has(n)) this.sentBytes += part.size;
      else this.pending.set(n, part);
    }
    this.report();
  }

  /** Sends every missing part, then commits; answers the new video. */
  async upload(): Promise<VideoResponse> {
    await this.open();
    const sessionId = this.recording.sessionId ?? "";
    const held = this.partBytes ? await this.ackedOnServer(sessionId) : [];
    // A session the server no longer has was forgotten: start a new one from the first byte.
    if (!this.recording.sessionId) await this.open();
    this.cut(held);
    this.kick();
    await this.drained();
    if (this.aborted) throw new DOMException("The upload was cancelled", "AbortError");
    return this.commit();
  }

  private async commit(): Promise<VideoResponse> {
    const sessionId = this.recording.sessionId ?? "";
    for (let attempt = 0; ; attempt++) {
      try {
        const form = new FormData();
        form.append("title", this.title);
        form.append("partCount", String(this.recording.partCount));
        form.append("isPrivate", String(this.audience.isPrivate));
        if (this.audience.visibility) form.append("visibility", this.audience.visibility);
        const video = await this.api.commit(sessionId, form);
        this.finish();
        return video;
      } catch (error) {
        // A refused file (415) is over: its session is failed on the server.
        if (isFatal(error)) this.finish();
        if (isFatal(error) || attempt + 1 >= REQUEST_ATTEMPTS) throw error;
        await this.deps.sleep(backoffDelay(attempt));
      }
    }
  }

  /** Cancel: the server drops the session and its parts. */
  async cancel(): Promise<void> {
    this.aborted = true;
    const id = this.recording.sessionId;
    this.finish();
    if (id) await this.api.remove(id);
  }

  private finish(): void {
    forgetUpload(this.key);
    this.release();
  }
}
