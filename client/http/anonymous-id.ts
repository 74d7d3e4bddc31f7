/** localStorage key of the anonymous visitor id (docs/product/access.md#anonymous-visitors). */
export const ANONYMOUS_ID_KEY = "dev-user-id";

const ANONYMOUS_ID = /^dev-user-\d{1,20}$/u;

type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

export function isAnonymousId(value: string | null | undefined): value is string {
  return typeof value === "string" && ANONYMOUS_ID.test(value);
}

/** A fresh `dev-user-<digits>` id; `randomInt` is injectable for tests. */
export function newAnonymousId(randomInt: () => number = defaultRandomInt): string {
  return `dev-user-${Math.abs(Math.trunc(randomInt()))}`;
}

function defaultRandomInt(): number {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  // 53 random bits: unique enough for an anonymous id and exact as a JS number.
  return (words[0] ?? 0) * 2 ** 21 + ((words[1] ?? 0) >>> 11);
}

/** The stored anonymous id, created on first use; null when there is no storage (server, blocked). */
export function getAnonymousId(
  storage: KeyValueStore | undefined = browserStorage(),
  randomInt?: () => number,
): string | null {
  if (!storage) return null;
  try {
    const existing = storage.getItem(ANONYMOUS_ID_KEY);
    if (isAnonymousId(existing)) return existing;
    const created = newAnonymousId(randomInt);
    storage.setItem(ANONYMOUS_ID_KEY, created);
    return created;
  } catch {
    return null;
  }
}

function browserStorage(): KeyValueStore | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
