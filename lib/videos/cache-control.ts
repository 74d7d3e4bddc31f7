import "server-only";

/**
 * HTTP caching of the share path, with one revocation bound (docs/caching.md): after a privacy
 * flip or a delete, no browser or CDN serves a shared video's page, embed, oEmbed or bytes for
 * longer than REVOCATION_BOUND_SECONDS.
 */
export const REVOCATION_BOUND_SECONDS = 300;

/** Media of a shared video at its current version (`?v=` changes on every write, a flip included). */
export const SHARED_MEDIA_CACHE = `public, max-age=${REVOCATION_BOUND_SECONDS}`;

/** The embed and oEmbed of a shared video: the same for every viewer; CDNs keep it briefly. */
export const SHARED_PAGE_CACHE = `public, max-age=0, s-maxage=60, stale-while-revalidate=${REVOCATION_BOUND_SECONDS - 60}`;

/** A private video, an owner's view, or a 404 (so that sharing again shows at once). */
export const NO_STORE = "private, no-store";
