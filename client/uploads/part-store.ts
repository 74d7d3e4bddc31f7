import type { PartUpload } from "@/lib/uploads/responses";
import type { CommitFields } from "./upload-protocol";

/** A Save that could not finish yet (offline): done from the store once the network is back. */
export interface QueuedSave {
  fields: CommitFields;
  thumbnail: Blob | null;
  queuedAt: number;
}

/** What survives a reload or crash before Save: the recording's description and its unsent parts. */
export interface StoredRecording {
  /** Local id (also the IndexedDB key). */
  id: string;
  sessionId: string | null;
  /** Who recorded it: only they are offered to recover it (absent in records from before: nobody). */
  userId?: string;
  /** How the session takes parts (absent in records from before the blob path: "server"). */
  partUpload?: PartUpload;
  /** On S3, every part but the last holds at least this many bytes (absent elsewhere). */
  minPartBytes?: number;
  /** The workspace it is recorded into (absent: the recorder's personal workspace). */
  workspaceId?: number;
  mimeType: string;
  mode: string;
  startedAt: number;
  /** Recorded time so far (pauses excluded), updated with every part. */
  durationMs: number;
  /** Parts cut so far; part numbers run from 0 to partCount - 1. */
  partCount: number;
  updatedAt: number;
  /** Save was pressed: the next page load commits it without asking (absent: not saved yet). */
  queuedSave?: QueuedSave;
}

/** Where unsent parts are kept: IndexedDB in the browser, memory in tests. */
export interface PartStore {
  saveRecording(recording: StoredRecording): Promise<void>;
  listRecordings(): Promise<StoredRecording[]>;
  deleteRecording(id: string): Promise<void>;
  savePart(id: string, n: number, blob: Blob): Promise<void>;
  deletePart(id: string, n: number): Promise<void>;
  /** The parts still kept for a recording, by part number. */
  loadParts(id: string): Promise<Map<number, Blob>>;
}

export function createMemoryPartStore(): PartStore {
  const recordings = new Map<string, StoredRecording>();
  const parts = new Map<string, Blob>();
  const key = (id: string, n: number) => `${id}:${n}`;
  return {
    saveRecording: async (r) => void recordings.set(r.id, { ...r }),
    listRecordings: async () => [...recordings.values()].map((r) => ({ ...r })),
    deleteRecording: async (id) => {
      recordings.delete(id);
      for (const k of [...parts.keys()]) if (k.startsWith(`${id}:`)) parts.delete(k);
    },
    savePart: async (id, n, blob) => void parts.set(key(id, n), blob),
    deletePart: async (id, n) => void parts.delete(key(id, n)),
    loadParts: async (id) => {
      const found = new Map<number, Blob>();
      for (const [k, blob] of parts)
        if (k.startsWith(`${id}:`)) found.set(Number(k.slice(id.length + 1)), blob);
      return found;
    },
  };
}
