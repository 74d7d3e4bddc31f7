/** The largest value of a 32-bit integer column (Postgres `integer`). */
export const MAX_INT32 = 2_147_483_647;

/**
 * The latest second a time pin (a comment's or an attachment's timestamp) may name: far past any
 * recording, and inside the 32-bit integer columns that store whole seconds.
 */
export const MAX_TIME_PIN_SECONDS = 10_000_000;
