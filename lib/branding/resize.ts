import "server-only";
import sharp from "sharp";
import { LOGO_BOX } from "./shared";

/** A 1 MB file may still claim enormous dimensions; past this many pixels it is refused unread. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The logo as stored: fitted inside LOGO_BOX (never enlarged), as PNG (every email client shows
 * it, and it keeps transparency), with its metadata dropped. sharp (libvips) does it in-process;
 * null when the bytes do not decode as an image.
 */
export async function resizeLogo(bytes: Uint8Array): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ ...LOGO_BOX, fit: "inside", withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    return null;
  }
}
