/** A plan's length limit in words: "5 min", "60 min", "4 h", "90 s" (whole units only). */
export function formatLength(seconds: number): string {
  if (seconds % 3600 === 0 && seconds >= 7200) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}
