// docs/product/limits-and-constants.md#tooltips: tooltips open after 700 ms, and within 300 ms of
// closing one the next opens at once.
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
