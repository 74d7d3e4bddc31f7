import "server-only";

/**
 * The containers ffmpeg may read user media as, by their demuxer names: each a single file that
 * holds its own samples. Everything else (playlists and scripts such as hls, concat, image2, sdp,
 * rtp, tee or subtitle formats) makes the demuxer open further files or URLs, so an upload of one
 * could read another user's video or any URL the server reaches. 3GP/3G2 and M4V are `mov`,
 * WebM is `matroska`, WMV is `asf`, MPEG-PS is `mpeg`, TS and M2TS are `mpegts`.
 */
export const UPLOAD_CONTAINERS = [
  "mov",
  "matroska",
  "avi",
  "mpeg",
  "mpegts",
  "flv",
  "ogg",
  "asf",
] as const;
export type MediaContainer = (typeof UPLOAD_CONTAINERS)[number];

/** Bytes needed to recognise every container below (three MPEG-TS packets of 192 bytes). */
export const CONTAINER_SNIFF_BYTES = 512;

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const has = (bytes: Uint8Array, magic: number[], offset = 0): boolean =>
  bytes.length >= offset + magic.length && magic.every((b, i) => bytes[offset + i] === b);

/** The top-level boxes a QuickTime or ISO BMFF file starts with. */
const MOV_FIRST_BOXES = ["ftyp", "moov", "mdat", "free", "skip", "wide", "pnot"];
const ASF_GUID = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11];

/** MPEG-TS sync bytes in three packets in a row, of 188 bytes or (M2TS) 192 with a 4-byte prefix. */
function isTransportStream(bytes: Uint8Array): boolean {
  return [
    [0, 188],
    [4, 192],
  ].some(([first = 0, size = 0]) => [0, 1, 2].every((n) => bytes[first + n * size] === 0x47));
}

/**
 * The container the first CONTAINER_SNIFF_BYTES of a file say it is, or null for anything not on
 * the allow-list. The first gate: what fails it never reaches ffprobe.
 */
export function sniffContainer(bytes: Uint8Array): MediaContainer | null {
  if (MOV_FIRST_BOXES.some((box) => has(bytes, ascii(box), 4))) return "mov";
  if (has(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return "matroska";
  if (has(bytes, ascii("RIFF")) && has(bytes, ascii("AVI "), 8)) return "avi";
  if (has(bytes, [0x00, 0x00, 0x01, 0xba])) return "mpeg";
  if (has(bytes, ascii("FLV\x01"))) return "flv";
  if (has(bytes, ascii("OggS\x00"))) return "ogg";
  if (has(bytes, ASF_GUID)) return "asf";
  if (isTransportStream(bytes)) return "mpegts";
  return null;
}

const isMediaContainer = (name: string): name is MediaContainer =>
  (UPLOAD_CONTAINERS as readonly string[]).includes(name);

/**
 * The allow-listed container of ffprobe's `format_name` (the demuxer's names, e.g.
 * "mov,mp4,m4a,3gp,3g2,mj2"), or null. The second gate, after ffprobe read the file.
 */
export function containerOfFormatName(formatName: string): MediaContainer | null {
  const first = formatName.split(",")[0] ?? "";
  return isMediaContainer(first) ? first : null;
}
