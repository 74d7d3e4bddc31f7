import type { PartUpload } from "@/lib/uploads/responses";

/** What a reload needs to pick a file upload up again once the same file is chosen. */
export interface SavedFileUpload {
  sessionId: string;
  partBytes: number;
  partUpload: PartUpload;
  title: string;
}

const PREFIX = "demoreel-file-upload:";

/** The same file chosen again: same name, size and modification time. */
export const fileKey = (file: Pick<File, "name" | "size" | "lastModified">) =>
  `${PREFIX}${file.name}:${file.size}:${file.lastModified}`;

const storage = (): Storage | null => (typeof localStorage === "undefined" ? null : localStorage);

export function loadSavedUpload(key: string): SavedFileUpload | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedFileUpload>;
    if (typeof saved.sessionId !== "string" || typeof saved.partBytes !== "number") return null;
    return {
      sessionId: saved.sessionId,
      partBytes: saved.partBytes,
      partUpload: saved.partUpload ?? "server",
      title: saved.title ?? "",
    };
  } catch {
    return null;
  }
}

export function saveUpload(key: string, saved: SavedFileUpload): void {
  try {
    storage()?.setItem(key, JSON.stringify(saved));
  } catch {
    // Private mode or a full quota: the upload goes on, it just cannot be resumed after a reload.
  }
}

export function forgetUpload(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to forget
  }
}
