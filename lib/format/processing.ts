/** "Processing... N%" once the encode reports a percentage, "Processing..." before. */
export function processingLabel(progress: number | null): string {
  return progress === null ? "Processing..." : `Processing... ${progress}%`;
}
