import { createHash, randomInt } from "node:crypto";
import { badRequest } from "./fake-vercel-blob-errors";
import { BLOB_HOST_SUFFIX } from "./fake-vercel-blob-redirect";
import type { BlobAccessMode, FakeBlobObject, FakeBlobState } from "./fake-vercel-blob-types";

/** Pathnames, blob URLs and content types, as the service derives them. */

const EXTENSION_TYPES: Record<string, string> = {
  txt: "text/plain",
  html: "text/html",
  css: "text/css",
  js: "text/javascript",
  json: "application/json",
  vtt: "text/vtt",
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  ogg: "audio/ogg",
};

/** `type/subtype` without parameters, lowercased. */
function mediaType(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase();
}

export function contentTypeAllowed(contentType: string, allowed: string[]): boolean {
  const type = mediaType(contentType);
  return allowed.some((entry) => {
    const want = mediaType(entry);
    if (want === "*/*" || want === type) return true;
    return want.endsWith("/*") && type.startsWith(want.slice(0, -1));
  });
}

export function guessContentType(pathname: string): string {
  const base = pathname.split("/").pop() ?? "";
  const dot = base.lastIndexOf(".");
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
  return EXTENSION_TYPES[ext] ?? "application/octet-stream";
}

export function md5(data: Buffer): string {
  return createHash("md5").update(data).digest("hex");
}

function randomAlphanumeric(length: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** `dir/name.ext` -> `dir/name-<random>.ext`, like the service's addRandomSuffix. */
export function withRandomSuffix(pathname: string): string {
  const slash = pathname.lastIndexOf("/");
  const dir = pathname.slice(0, slash + 1);
  const base = pathname.slice(slash + 1);
  const dot = base.lastIndexOf(".");
  const suffix = randomAlphanumeric(30);
  return dot > 0
    ? `${dir}${base.slice(0, dot)}-${suffix}${base.slice(dot)}`
    : `${dir}${base}-${suffix}`;
}

export function encodePathname(pathname: string): string {
  return pathname.split("/").map(encodeURIComponent).join("/");
}

export function decodePathname(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw badRequest("Invalid pathname encoding");
  }
}

export const blobUrl = (
  state: FakeBlobState,
  pathname: string,
  access: BlobAccessMode = "private",
) => `https://${state.storeId}.${access}${BLOB_HOST_SUFFIX}/${encodePathname(pathname)}`;
export const downloadUrl = (state: FakeBlobState, pathname: string, access: BlobAccessMode) =>
  `${blobUrl(state, pathname, access)}?download=1`;

/** A pathname from an API argument that may be a pathname or a blob URL of this store. */
export function pathnameOf(state: FakeBlobState, urlOrPathname: string): string | null {
  if (!/^https?:\/\//.test(urlOrPathname)) return urlOrPathname;
  const url = new URL(urlOrPathname);
  if (!url.hostname.startsWith(`${state.storeId}.`) || !url.hostname.endsWith(BLOB_HOST_SUFFIX)) {
    return null;
  }
  return decodePathname(url.pathname.slice(1));
}

export function blobInfo(state: FakeBlobState, pathname: string, object: FakeBlobObject) {
  return {
    url: blobUrl(state, pathname, object.access),
    downloadUrl: downloadUrl(state, pathname, object.access),
    pathname,
    size: object.body.byteLength,
    uploadedAt: object.uploadedAt.toISOString(),
    etag: object.etag,
  };
}
