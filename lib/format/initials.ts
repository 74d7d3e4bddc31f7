/**
 * Avatar initials (docs/product/limits-and-constants.md#dates-and-initials): first letters of the
 * first and last word, or the first two
 * letters of a single word, uppercase. Empty input gives an empty string.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return "";
  const last = words[words.length - 1];
  if (words.length === 1 || !last) return Array.from(first).slice(0, 2).join("").toUpperCase();
  return `${Array.from(first)[0] ?? ""}${Array.from(last)[0] ?? ""}`.toUpperCase();
}
