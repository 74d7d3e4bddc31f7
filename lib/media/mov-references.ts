import "server-only";
import { open, type FileHandle } from "node:fs/promises";

/**
 * What a QuickTime/MP4 file's movie header says about where its samples are:
 * - "self-contained": every data reference is this file;
 * - "external": a track's data reference names another file or a URL (a Mac alias, a
 *   non-self-contained 'url '), or the header is compressed ('cmov') or a reference movie
 *   ('rmra'), which hide or are such references;
 * - "unseen": this copy is the file's first bytes only and does not hold the whole movie header.
 * ffmpeg follows alias references only with `-enable_drefs 1` (never given, and turned off
 * explicitly), so this is the second line: such a file is refused before ffmpeg runs at all.
 */
export type MovReferences = "self-contained" | "external" | "unseen";

const SCAN_CHUNK_BYTES = 1024 * 1024;
/** A real 'dref' box holds a few entries of a few hundred bytes at most. */
const MAX_DREF_BYTES = 64 * 1024;
const MAX_DREF_ENTRIES = 1024;
const SCANNED_TAGS = ["dref", "cmov", "rmra"];

interface Box {
  type: string;
  start: number;
  /** 8, or 16 with a 64-bit size. */
  header: number;
  end: number;
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The box header at `at` (size 0: to the end of the file), or null when it is not one. */
async function boxAt(file: FileHandle, at: number, fileSize: number): Promise<Box | null> {
  const head = await readAt(file, at, 16);
  if (head.length < 8) return null;
  const type = head.toString("latin1", 4, 8);
  let size = head.readUInt32BE(0);
  let header = 8;
  if (size === 1) {
    if (head.length < 16) return null;
    size = Number(head.readBigUInt64BE(8));
    header = 16;
  } else if (size === 0) size = fileSize - at;
  // ffmpeg stops at a box shorter than its own header too.
  if (size < header) return null;
  return { type, start: at, header, end: at + size };
}

/** Whether the 'dref' box in `bytes` (from its size field) is well formed; if so, its entries' verdict. */
function drefVerdict(bytes: Buffer, parentEnd: number, at: number): "external" | "fine" | null {
  if (bytes.length < 16) return null;
  const size = bytes.readUInt32BE(0);
  const count = bytes.readUInt32BE(12);
  if (size < 16 || size > bytes.length || at + size > parentEnd || count > MAX_DREF_ENTRIES)
    return null;
  let offset = 16;
  let external = false;
  for (let n = 0; n < count; n += 1) {
    if (offset + 12 > size) return null;
    const entrySize = bytes.readUInt32BE(offset);
    if (entrySize < 12 || offset + entrySize > size) return null;
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    const selfContained = (bytes.readUInt32BE(offset + 8) & 1) === 1;
    // A self-reference is the bare entry; an alias record with it is still a path ffmpeg reads.
    if (!selfContained || (type === "alis" && entrySize > 12)) external = true;
    offset += entrySize;
  }
  return external ? "external" : "fine";
}

/** Whether the well-formed box whose tag is at `tagAt` makes the movie external. */
async function isExternalBox(file: FileHandle, tagAt: number, end: number, tag: string) {
  const start = tagAt - 4;
  if (tag !== "dref") {
    const box = await boxAt(file, start, end);
    return box !== null && box.end <= end;
  }
  const bytes = await readAt(file, start, Math.min(MAX_DREF_BYTES, end - start));
  return drefVerdict(bytes, end, start) === "external";
}

/**
 * Looks for the tags in the movie header's bytes, wherever the boxes nest (ffmpeg reads a 'dref'
 * in any box it descends into), and checks each hit is a real box before it counts.
 */
async function scanMovie(file: FileHandle, from: number, end: number): Promise<boolean> {
  const overlap = 3;
  for (let at = from; at < end; at += SCAN_CHUNK_BYTES) {
    const chunk = await readAt(file, at, Math.min(SCAN_CHUNK_BYTES + overlap, end - at));
    for (const tag of SCANNED_TAGS) {
      for (
        let i = chunk.indexOf(tag, 0, "latin1");
        i >= 0;
        i = chunk.indexOf(tag, i + 1, "latin1")
      ) {
        const tagAt = at + i;
        if (tagAt - 4 >= from && (await isExternalBox(file, tagAt, end, tag))) return true;
      }
    }
  }
  return false;
}

/**
 * Walks the top-level boxes of `path` and checks each movie header ('moov') in it. `partial`:
 * the file is the first bytes of a longer one, so a header not (wholly) in it is "unseen".
 */
export async function movReferences(
  path: string,
  { partial = false } = {},
): Promise<MovReferences> {
  const file = await open(path, "r");
  try {
    const { size } = await file.stat();
    let sawMovie = false;
    for (let at = 0; at < size;) {
      const box = await boxAt(file, at, size);
      if (!box) break;
      if (box.type === "moov") {
        if (await scanMovie(file, box.start + box.header, Math.min(box.end, size)))
          return "external";
        sawMovie ||= box.end <= size;
      }
      if (box.end > size) break;
      at = box.end;
    }
    return partial && !sawMovie ? "unseen" : "self-contained";
  } finally {
    await file.close();
  }
}
