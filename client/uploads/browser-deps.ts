import { browserPartStore } from "./indexeddb-part-store";
import type { PutDirect } from "./upload-protocol";
import type { UploaderDeps } from "./upload-client";

/** Vercel Blob's browser client, loaded only when a session sends parts to the blob store. */
const putDirect: PutDirect = async (grant, part) => {
  const { put } = await import("@vercel/blob/client");
  await put(grant.pathname, part, {
    access: grant.access,
    token: grant.token,
    contentType: grant.contentType,
  });
};

/** Waits `ms`, or until the browser says it is back online, whichever comes first. */
function sleepOrOnline(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener("online", done);
  });
}

/** Holds a Web Lock until released: other tabs see the recording as live and never offer to recover it. */
function holdLock(name: string): () => void {
  if (typeof navigator === "undefined" || !navigator.locks) return () => {};
  let released = false;
  let release: () => void = () => {};
  void navigator.locks
    .request(name, () =>
      released ? undefined : new Promise<void>((resolve) => (release = resolve)),
    )
    .catch(() => undefined);
  return () => {
    released = true;
    release();
  };
}

/** Whether another tab (or this one) holds the recording's lock. */
export async function isRecordingLive(id: string): Promise<boolean> {
  if (typeof navigator === "undefined" || !navigator.locks) return false;
  const { held = [] } = await navigator.locks.query();
  return held.some((lock) => lock.name === `demoreel-recording-${id}`);
}

/** Whether this browser keeps a recording not yet saved (any account's: the error page asks). */
export async function hasKeptRecording(): Promise<boolean> {
  const recordings = await browserPartStore()
    ?.listRecordings()
    .catch(() => []);
  return (recordings?.length ?? 0) > 0;
}

export function browserUploaderDeps(): UploaderDeps {
  return {
    fetch: (input, init) => fetch(input, init),
    store: browserPartStore(),
    now: () => Date.now(),
    sleep: sleepOrOnline,
    lock: holdLock,
    putDirect,
  };
}
