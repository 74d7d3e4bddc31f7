import { randomInt } from "node:crypto";

/** Random positive integer below 2^53: ids that fit a JS number and cannot be crawled by counting. */
export function randomId(): number {
  const high = randomInt(0, 2 ** 21); // 21 bits
  const low = randomInt(0, 2 ** 32 - 1); // 32 bits
  return high * 2 ** 32 + low + 1;
}
