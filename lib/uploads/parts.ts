/** Where part `n` of a session is stored (zero-padded, so a listing is in part order). */
export const partKey = (prefix: string, n: number) =>
  `${prefix}/part-${String(n).padStart(6, "0")}`;
