import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { videos, type Video } from "@/db/schema";
import type { Db } from "@/db/types";
import { getStorage } from "@/lib/storage";
import { insertVideo } from "./videos-fixtures";

// The preview GIF suites' media: a 5 s 720p MP4 as processing writes it and a thumbnail, in `dir`.

const run = promisify(execFile);

export async function makePreviewClips(dir: string): Promise<void> {
  const lavfi = ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i"];
  await run(
    "ffmpeg",
    [...lavfi, "testsrc2=size=1280x720:rate=30:duration=5"].concat([
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-pix_fmt",
      "yuv420p",
      // As processing writes it: the movie header first.
      ...["-movflags", "+faststart"],
      path.join(dir, "v.mp4"),
    ]),
  );
  await run(
    "ffmpeg",
    [...lavfi, "testsrc=size=640x360:rate=1:duration=1", "-frames:v", "1"].concat([
      path.join(dir, "thumb.png"),
    ]),
  );
}

/** A public video as processing leaves it: its MP4, a thumbnail, the size and duration measured. */
export async function processedVideo(db: Db, ownerId: string, dir: string): Promise<Video> {
  const row = await insertVideo(db, ownerId, { isPrivate: false, duration: 5 });
  const storage = getStorage();
  const mp4Key = `videos/${row.id}/video.mp4`;
  const thumbnailKey = `videos/${row.id}/thumbnail.png`;
  await storage.put(mp4Key, await readFile(path.join(dir, "v.mp4")), { contentType: "video/mp4" });
  const png = await readFile(path.join(dir, "thumb.png"));
  await storage.put(thumbnailKey, png, { contentType: "image/png" });
  const [done] = await db
    .update(videos)
    .set({ mp4Key, thumbnailKey, processingStatus: "completed", width: 1280, height: 720 })
    .where(eq(videos.id, row.id))
    .returning();
  if (!done) throw new Error("no video");
  return done;
}

/** The answer's status, its body read to the end (a served file holds its handle until then). */
export async function statusOf(response: Promise<Response>): Promise<number> {
  const answer = await response;
  await answer.arrayBuffer();
  return answer.status;
}

export async function probe(
  file: string,
): Promise<{ width: number; height: number; frames: number }> {
  const { stdout } = await run("ffprobe", [
    ...["-v", "error", "-count_frames", "-select_streams", "v:0"],
    ...["-show_entries", "stream=width,height,nb_read_frames", "-of", "json", file],
  ]);
  const [stream] = (JSON.parse(stdout) as { streams: Record<string, number | string>[] }).streams;
  return {
    width: Number(stream?.width),
    height: Number(stream?.height),
    frames: Number(stream?.nb_read_frames),
  };
}

/** The NETSCAPE2.0 application block with a loop count of 0: loop forever. */
export const loopsForever = (gif: Buffer): boolean => {
  const at = gif.indexOf("NETSCAPE2.0");
  return at > 0 && gif[at + 11] === 3 && gif[at + 12] === 1 && gif.readUInt16LE(at + 13) === 0;
};
