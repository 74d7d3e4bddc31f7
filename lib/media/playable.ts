import "server-only";
import type { MediaInfo } from "./probe";

const WEBM_VIDEO = new Set(["vp8", "vp9", "av1"]);
const WEBM_AUDIO = new Set(["opus", "vorbis"]);
const MP4_AUDIO = new Set(["aac", "mp3"]);

const formats = (info: MediaInfo) => info.formatName.split(",");

/** A Matroska or WebM container, as ffprobe names it. */
export const isMatroska = (info: MediaInfo) =>
  formats(info).some((name) => name === "webm" || name === "matroska");

const isMp4Family = (info: MediaInfo) => formats(info).some((name) => name === "mp4");

/** Every stream is one WebM may hold, so `-c copy` into WebM works (a Matroska with H.264 fails). */
export function hasWebmCodecs(info: MediaInfo): boolean {
  const videoOk = !info.video || WEBM_VIDEO.has(info.video.codec);
  const audioOk = !info.audio || WEBM_AUDIO.has(info.audio.codec);
  return videoOk && audioOk && Boolean(info.video ?? info.audio);
}

/**
 * The type a browser plays the original as, or null when only the transcoded MP4 will play: an
 * H.264 (AAC/MP3) MP4 or QuickTime file plays as video/mp4, a VP8/VP9/AV1 (Opus/Vorbis)
 * WebM or Matroska as video/webm. HEVC, ProRes, AVI and the like wait for processing.
 */
export function browserPlayableType(info: MediaInfo): "video/mp4" | "video/webm" | null {
  if (!info.video) return null;
  if (isMatroska(info) && hasWebmCodecs(info)) return "video/webm";
  const audioOk = !info.audio || MP4_AUDIO.has(info.audio.codec);
  if (isMp4Family(info) && info.video.codec === "h264" && audioOk) return "video/mp4";
  return null;
}

/** The stored type of an original no browser plays as it is, from its container. */
export function containerContentType(info: MediaInfo): string {
  const names = formats(info);
  if (names.includes("mov")) return "video/quicktime";
  if (isMatroska(info)) return "video/x-matroska";
  if (names.includes("avi")) return "video/x-msvideo";
  return "application/octet-stream";
}
