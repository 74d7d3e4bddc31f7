import type { Session } from "next-auth";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SessionStore } from "@/client/auth/session-store";

const alice: Session = { user: { id: "u1", name: "Alice" }, expires: "2099-01-01T00:00:00.000Z" };

/** A document whose visibility the test sets, enough for the store's listener. */
class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = "visible";
  show(): void {
    this.visibilityState = "visible";
    this.dispatchEvent(new Event("visibilitychange"));
  }
}

function countingReader(answer: () => Session | null) {
  const reader = { calls: 0, read: async () => (reader.calls++, answer()) };
  return reader;
}

/** Resolves when the store next tells its listeners of a change. */
const nextChange = (store: SessionStore) =>
  new Promise<void>((resolve) => {
    const stop = store.subscribe(() => {
      stop();
      resolve();
    });
  });

describe("SessionStore", () => {
  let fakeDocument: FakeDocument;
  const stops: (() => void)[] = [];
  beforeEach(() => {
    fakeDocument = new FakeDocument();
    (globalThis as { document?: unknown }).document = fakeDocument;
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    delete (globalThis as { document?: unknown }).document;
  });

  it("reads a prerendered page's session once when it connects, and tells its listeners", async () => {
    const reader = countingReader(() => alice);
    const store = new SessionStore(undefined, reader.read);
    let heard = 0;
    store.subscribe(() => heard++);
    expect(store.get()).toBeUndefined();
    const changed = nextChange(store);
    stops.push(store.connect());
    expect(reader.calls).toBe(1);
    await changed;
    expect(store.get()).toEqual(alice);
    expect(heard).toBe(1);
  });

  it("does not read a session the server rendered with the page", async () => {
    const reader = countingReader(() => alice);
    stops.push(new SessionStore(alice, reader.read).connect());
    expect(reader.calls).toBe(0);
  });

  it("reads again when a signed-in tab comes back into view, never for a signed-out one", async () => {
    const signedIn = countingReader(() => alice);
    const signedOut = countingReader(() => null);
    stops.push(new SessionStore(alice, signedIn.read).connect());
    stops.push(new SessionStore(null, signedOut.read).connect());
    // The store starts its read as the event arrives.
    fakeDocument.show();
    expect(signedIn.calls).toBe(1);
    expect(signedOut.calls).toBe(0);
  });

  it("shares one read between callers and tells listeners only of a change", async () => {
    const reader = countingReader(() => alice);
    const store = new SessionStore(alice, reader.read);
    let heard = 0;
    store.subscribe(() => heard++);
    const [first, second] = await Promise.all([store.refresh(), store.refresh()]);
    expect(reader.calls).toBe(1);
    expect(first).toEqual(alice);
    expect(second).toEqual(alice);
    // The same user again (a new object) renders nothing new.
    expect(heard).toBe(0);
  });

  it("reads again when another tab of the browser signs in or out", async () => {
    let current: Session | null = null;
    const reader = countingReader(() => current);
    const store = new SessionStore(null, reader.read);
    stops.push(store.connect());
    current = alice;
    const changed = nextChange(store);
    const otherTab = new BroadcastChannel("demoreel-session");
    otherTab.postMessage("changed");
    otherTab.close();
    await changed;
    expect(reader.calls).toBe(1);
    expect(store.get()).toEqual(alice);
  });

  it("reads anew after this tab signs in, never showing an older read that answers later", async () => {
    const answers: ((session: Session | null) => void)[] = [];
    const store = new SessionStore(
      undefined,
      () => new Promise((resolve) => answers.push(resolve)),
    );
    stops.push(store.connect());
    // The page's first read is still under way when the sign-in completes.
    const afterSignIn = store.changed();
    expect(answers).toHaveLength(2);
    answers[1]?.(alice);
    await afterSignIn;
    answers[0]?.(null);
    await Promise.resolve();
    expect(store.get()).toEqual(alice);
  });

  it("tells the other tabs when this one signs in or out", async () => {
    const store = new SessionStore(null, async () => alice);
    stops.push(store.connect());
    const otherTab = new BroadcastChannel("demoreel-session");
    const heard = new Promise<unknown>((resolve) => (otherTab.onmessage = (e) => resolve(e.data)));
    await store.changed();
    expect(await heard).toBe("changed");
    otherTab.close();
  });

  it("keeps the user signed in when a read cannot reach the server (offline is not signed out)", async () => {
    const store = new SessionStore(alice, async () => {
      throw new Error("The session could not be checked");
    });
    stops.push(store.connect());
    expect(await store.refresh()).toEqual(alice);
    expect(store.get()).toEqual(alice);
  });
});
