import type { PartStore, StoredRecording } from "./part-store";

const DB_NAME = "demoreel-recordings";
const RECORDINGS = "recordings";
const PARTS = "parts";

interface PartRow {
  key: string;
  recordingId: string;
  n: number;
  blob: Blob;
}

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"));
  });
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(RECORDINGS, { keyPath: "id" });
      db.createObjectStore(PARTS, { keyPath: "key" }).createIndex("recordingId", "recordingId");
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error("IndexedDB unavailable"));
    };
  });
  return opening;
}

async function run<T>(
  store: string,
  mode: IDBTransactionMode,
  work: (s: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  return promised(work(db.transaction(store, mode).objectStore(store)));
}

const partKey = (id: string, n: number) => `${id}:${String(n).padStart(6, "0")}`;

/** The browser's part store. Every call fails softly for the caller to decide (private mode may refuse IndexedDB). */
export function createIndexedDbPartStore(): PartStore {
  return {
    saveRecording: async (recording) =>
      void (await run(RECORDINGS, "readwrite", (s) => s.put(recording))),
    listRecordings: () =>
      run(RECORDINGS, "readonly", (s) => s.getAll() as IDBRequest<StoredRecording[]>),
    deleteRecording: async (id) => {
      const db = await open();
      const tx = db.transaction([RECORDINGS, PARTS], "readwrite");
      tx.objectStore(RECORDINGS).delete(id);
      tx.objectStore(PARTS).delete(IDBKeyRange.bound(`${id}:`, `${id}:\uffff`));
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error("IndexedDB delete failed"));
      });
    },
    savePart: async (id, n, blob) => {
      const row: PartRow = { key: partKey(id, n), recordingId: id, n, blob };
      await run(PARTS, "readwrite", (s) => s.put(row));
    },
    deletePart: async (id, n) =>
      void (await run(PARTS, "readwrite", (s) => s.delete(partKey(id, n)))),
    loadParts: async (id) => {
      const rows = await run(
        PARTS,
        "readonly",
        (s) => s.index("recordingId").getAll(id) as IDBRequest<PartRow[]>,
      );
      return new Map(rows.map((row) => [row.n, row.blob]));
    },
  };
}

/** IndexedDB when the browser has it, else null (the recorder then uploads without a local copy). */
export function browserPartStore(): PartStore | null {
  return typeof indexedDB === "undefined" ? null : createIndexedDbPartStore();
}
