import { Agent, getGlobalDispatcher, setGlobalDispatcher } from "undici";
import type { Dispatcher } from "undici";

export const BLOB_HOST_SUFFIX = ".blob.vercel-storage.com";
/** Where redirected blob reads arrive; blob-host-redirect.mjs uses the same prefix. */
export const CONTENT_PREFIX = "/__blob-content/";

/**
 * Requests for blob hosts go to the fake server; all others go where they went before.
 * blob-host-redirect.mjs has the same class in plain JS (Node cannot import this file without a
 * loader): keep the two alike.
 */
class BlobHostRouter extends Agent {
  constructor(
    private readonly target: string,
    private readonly fallback: Dispatcher,
  ) {
    super();
  }

  override dispatch(options: Agent.DispatchOptions, handler: Dispatcher.DispatchHandlers): boolean {
    const origin = options.origin ? new URL(String(options.origin)) : null;
    if (!origin || !origin.hostname.endsWith(BLOB_HOST_SUFFIX)) {
      return this.fallback.dispatch(options, handler);
    }
    return super.dispatch(
      { ...options, origin: this.target, path: `${CONTENT_PREFIX}${origin.host}${options.path}` },
      handler,
    );
  }
}

/**
 * Installs, as undici's global dispatcher, a router that sends requests for
 * `*.blob.vercel-storage.com` to the fake at `target` (`http://127.0.0.1:PORT`) and everything else
 * to the dispatcher that was there before. The global is shared through
 * `globalThis[Symbol.for("undici.globalDispatcher.1")]` and read on every fetch, so the npm undici,
 * bundled copies of it and Node's own fetch all follow. Returns the function that undoes it.
 */
export function redirectBlobHosts(target: string): () => Promise<void> {
  const origin = new URL(target).origin;
  const previous = getGlobalDispatcher();
  const router = new BlobHostRouter(origin, previous);
  setGlobalDispatcher(router);
  let restored = false;
  return async () => {
    if (restored) return;
    restored = true;
    if (getGlobalDispatcher() === router) setGlobalDispatcher(previous);
    await router.destroy();
  };
}
