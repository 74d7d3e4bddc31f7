import "server-only";
import { randomInt } from "node:crypto";
import { InvalidKeyError } from "./errors";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const MAX_KEY_LENGTH = 1024;
/** Suffix of the local-disk metadata sidecar; no key may end with it. */
export const META_SUFFIX = ".meta.json";

/** `length` random lowercase alphanumeric characters (crypto-strength). */
export function randomSuffix(length = 6): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

const randomSuffix6 = (): string => randomSuffix(6);

/** Why `key` is not a valid storage key, or null when it is. */
export function keyProblem(key: string): string | null {
  if (key.length === 0) return "empty";
  if (key.length > MAX_KEY_LENGTH) return "too long";
  if (key.startsWith("/")) return "absolute";
  if (key.includes("\\")) return "backslash";
  if (/[\u0000-\u001f\u007f]/.test(key)) return "control character";
  if (key.endsWith(META_SUFFIX)) return "reserved suffix";
  for (const segment of key.split("/")) {
    if (segment === "") return "empty segment";
    if (segment === "." || segment === "..") return "relative segment";
    if (segment.startsWith(".")) return "hidden segment";
  }
  return null;
}

export function assertValidKey(key: string): string {
  const problem = keyProblem(key);
  if (problem) throw new InvalidKeyError(key, problem);
  return key;
}

/** The prefix of every key under a directory: "videos/123" -> "videos/123/". */
export function directoryPrefix(prefix: string): string {
  const trimmed = prefix.replace(/\/+$/, "");
  assertValidKey(trimmed);
  return `${trimmed}/`;
}

/** A single path segment (user id, video id) that is safe inside a key. */
function segment(value: string | number, what: string): string {
  const text = String(value);
  if (!/^[A-Za-z0-9_][A-Za-z0-9_.@-]{0,199}$/.test(text)) {
    throw new InvalidKeyError(text, `unsafe ${what}`);
  }
  return text;
}

/** The extension of a file name, lowercased, or undefined when it has none (or an odd one). */
export function fileExtension(fileName: string | undefined): string | undefined {
  if (!fileName) return undefined;
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  if (dot <= 0 || dot === base.length - 1) return undefined;
  const ext = base.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : undefined;
}

/** A user-supplied file name reduced to `[A-Za-z0-9._-]`, never hidden, at most 100 characters. */
export function safeFileName(fileName: string | undefined, fallback = "file"): string {
  const base = (fileName ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[.-]+/, "")
    .slice(-100);
  return cleaned === "" || cleaned.endsWith(META_SUFFIX) ? fallback : cleaned;
}

/**
 * `thumbnails/{userId}/{timestamp}-{random6}.{ext}`
 * (docs/product/limits-and-constants.md#thumbnails); ext from the file name, else jpg.
 */
export function thumbnailKey(
  userId: string,
  fileName: string | undefined,
  now: Date = new Date(),
  random: () => string = randomSuffix6,
): string {
  const ext = fileExtension(fileName) ?? "jpg";
  return `thumbnails/${segment(userId, "user id")}/${now.getTime()}-${random()}.${ext}`;
}

/** The thumbnail's content type (image/jpeg when unknown) and custom metadata. */
export function thumbnailMetadata(
  userId: string,
  contentType: string | undefined,
  now: Date = new Date(),
): { contentType: string; metadata: { userId: string; uploadedAt: string; isPublic: "false" } } {
  return {
    contentType: contentType || "image/jpeg",
    metadata: { userId, uploadedAt: now.toISOString(), isPublic: "false" },
  };
}

/** Every key a video owns but its thumbnail: `videos/{videoId}/` (original, renditions, edits). */
export function videoStoragePrefix(videoId: number): string {
  return `videos/${segment(videoId, "video id")}/`;
}

/** `videos/{videoId}/{name}`, e.g. videos/123/original.webm. */
export function videoKey(videoId: string | number, name: string): string {
  return assertValidKey(`videos/${segment(videoId, "video id")}/${name}`);
}

/** Attachment images live under the user's id, or "anonymous" when there is none. */
export function attachmentImageKey(
  userId: string | undefined,
  fileName: string | undefined,
  now: Date = new Date(),
  random: () => string = randomSuffix6,
): string {
  const owner = userId ? segment(userId, "user id") : "anonymous";
  return `attachments/${owner}/${now.getTime()}-${random()}-${safeFileName(fileName, "image")}`;
}
