import "server-only";
import { badRequest, tooLarge } from "@/lib/errors";
import { formatBytes } from "@/lib/format/bytes";
import { MAX_VIDEO_BYTES } from "@/lib/videos/upload";
import { MAX_PART_BYTES } from "./shared";

/** The refusals every way of sending a part shares. */
export const partTooLarge = (limit = MAX_PART_BYTES) =>
  tooLarge(`Part too large: the limit is ${limit} bytes`);
export const emptyPart = () => badRequest("Invalid part: the body is empty");
export const recordingTooLarge = () =>
  tooLarge(`Video too large: the limit is ${formatBytes(MAX_VIDEO_BYTES)}`);
