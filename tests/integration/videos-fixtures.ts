import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { subscriptions, videos, type NewVideo, type Video } from "@/db/schema";
import type { Db } from "@/db/types";
import { findOnPath } from "@/lib/media/ffmpeg";
import { getStorage } from "@/lib/storage";
import type { LocalDiskStorage } from "@/lib/storage/local-disk";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { ensurePersonalWorkspace } from "@/lib/workspaces/personal";

export type Who = "owner" | "other" | "anonymous" | "signed out";

export interface People {
  owner: TestUser;
  other: TestUser;
}

/** Request options that make the call as `who`. */
export function as(who: Who, people: People): { token?: string; anonymousId?: string } {
  if (who === "owner") return { token: people.owner.token };
  if (who === "other") return { token: people.other.token };
  if (who === "anonymous") return { anonymousId: "dev-user-4242" };
  return {};
}

/** Both users, and the owner's public (`shared`) and private (`hidden`) video ids. */
export interface World extends People {
  shared: number;
  hidden: number;
}

type UserNames = { firstName: string; lastName: string };

/** A video row without stored bytes, for tests that never play it. */
export async function plainVideo(db: Db, userId: string, isPrivate: boolean, duration = 90) {
  const [row] = await db
    .insert(videos)
    .values({
      userId,
      workspaceId: await ensurePersonalWorkspace(db, userId),
      visibility: isPrivate ? "private" : "public",
      title: "Demo",
      originalKey: "videos/x/original.webm",
      duration,
    })
    .returning();
  if (!row) throw new Error("no video");
  return row.id;
}

/** The world a test file shares, created on its first use. */
export function lazyWorld(
  database: { db: () => Db },
  options: {
    owner?: UserNames;
    other?: UserNames;
    /** Makes each of the owner's two videos; a plain row by default. */
    video?: (db: Db, ownerId: string, isPrivate: boolean) => Promise<number>;
  } = {},
): () => Promise<World> {
  let world: World | undefined;
  return async () => {
    if (world) return world;
    const db = database.db();
    const owner = await createTestUser(db, options.owner);
    const other = await createTestUser(db, options.other);
    const video = options.video ?? plainVideo;
    world = {
      owner,
      other,
      shared: await video(db, owner.id, false),
      hidden: await video(db, owner.id, true),
    };
    return world;
  };
}

/** The AI suites' videos: a public one with a transcript, or a private one (both with bytes). */
export async function sharedDemoOrHidden(db: Db, ownerId: string, isPrivate: boolean) {
  const fields = isPrivate
    ? { isPrivate }
    : { isPrivate, title: "Shared demo", transcript: '[{"time":0,"text":"Hello team"}]' };
  return (await insertVideo(db, ownerId, fields)).id;
}

/** Calls a `[id]` route and reads its JSON answer. */
export async function callJson(
  route: (r: Request, c: ReturnType<typeof routeParams>) => Promise<Response>,
  path: string,
  id: number,
  options: Parameters<typeof apiRequest>[1],
) {
  const response = await route(apiRequest(path, options), routeParams({ id: String(id) }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let cachedWebm: Buffer | undefined;

/** A small real WebM (1 s of VP8 video, no audio) made by ffmpeg; fails naming ffmpeg without it. */
export function webmBytes(): Buffer {
  if (cachedWebm) return cachedWebm;
  const ffmpeg = findOnPath("ffmpeg");
  if (!ffmpeg) throw new Error("These tests need ffmpeg on PATH: apt-get install ffmpeg");
  cachedWebm = execFileSync(
    ffmpeg,
    ["-loglevel", "error", "-f", "lavfi", "-i", "testsrc=duration=1:size=320x240:rate=15"].concat([
      "-c:v",
      "libvpx",
      "-f",
      "webm",
      "pipe:",
    ]),
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return cachedWebm;
}

const stretchedWebms = new Map<number, Buffer>();
/** The same second of video, its timestamps stretched `scale` times (the container says ~scale s). */
export function stretchedWebmBytes(scale: number): Buffer {
  const cached = stretchedWebms.get(scale);
  if (cached) return cached;
  const dir = mkdtempSync(path.join(os.tmpdir(), "long-webm-"));
  try {
    const one = path.join(dir, "one.webm");
    const long = path.join(dir, "long.webm");
    writeFileSync(one, webmBytes());
    const ffmpeg = findOnPath("ffmpeg") ?? "ffmpeg";
    execFileSync(ffmpeg, [
      "-loglevel",
      "error",
      "-itsscale",
      String(scale),
      "-i",
      one,
      "-c",
      "copy",
      long,
    ]);
    const bytes = readFileSync(long);
    stretchedWebms.set(scale, bytes);
    return bytes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The container says 18,660 s (over 4 h). */
export const longWebmBytes = () => stretchedWebmBytes(20000);

/** An MP4 that starts like one (an `ftyp` box) and is `size` bytes of `fill` after it. */
export function fakeMp4(size: number, fill = 0) {
  return Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from("ftypisom"),
    Buffer.alloc(size, fill),
  ]);
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 1),
]);

/**
 * The row fields a test may set; `isPrivate` (derived by the database from `visibility`) is still
 * accepted as the original two levels: true is `private`, false is `public`.
 */
export type VideoOverrides = Partial<NewVideo> & { isPrivate?: boolean };

export function visibilityFields({ isPrivate, ...rest }: VideoOverrides): Partial<NewVideo> {
  if (isPrivate === undefined) return rest;
  return { visibility: isPrivate ? "private" : "public", ...rest };
}

/** A stored video row for `userId`, with real bytes behind its original key. */
export async function insertVideo(
  db: Db,
  userId: string,
  overrides: VideoOverrides = {},
  bytes: Buffer = webmBytes(),
): Promise<Video> {
  const [row] = await db
    .insert(videos)
    .values({
      userId,
      workspaceId: await ensurePersonalWorkspace(db, userId),
      title: "Demo",
      originalKey: "pending",
      duration: 12,
      ...visibilityFields(overrides),
    })
    .returning();
  if (!row) throw new Error("no video");
  const originalKey = `videos/${row.id}/original.webm`;
  await getStorage().put(originalKey, bytes, { contentType: "video/webm" });
  const [updated] = await db
    .update(videos)
    .set({ originalKey })
    .where(eq(videos.id, row.id))
    .returning();
  return updated ?? row;
}

interface UploadOptions {
  token?: string;
  video?: Blob | null;
  videoName?: string;
  thumbnail?: Blob | null;
  fields?: Record<string, string>;
}

/**
 * The multipart body of docs/api.md#post-apivideosupload, built with the standard FormData as a
 * browser would.
 */
export function uploadRequest(options: UploadOptions = {}): Request {
  const form = new FormData();
  const fields = {
    title: "My recording",
    description: "",
    isPrivate: "true",
    duration: "1",
    ...options.fields,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const video =
    options.video === undefined
      ? new Blob([new Uint8Array(webmBytes())], { type: "video/webm" })
      : options.video;
  if (video) form.append("video", video, options.videoName ?? `recording-${Date.now()}.webm`);
  if (options.thumbnail) form.append("thumbnail", options.thumbnail, `thumbnail-${Date.now()}.png`);
  const headers = new Headers();
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  return new Request("http://127.0.0.1:3000/api/videos/upload", {
    method: "POST",
    headers,
    body: form,
  });
}

/** Every stored file path (relative to the storage root) under `prefix`. */
export async function storedFiles(prefix = ""): Promise<string[]> {
  const root = (getStorage() as LocalDiskStorage).root;
  const dir = path.join(root, prefix);
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith(".meta.json"))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

/**
 * An active Pro subscription: the free-plan limit no longer applies; "yearly" (Pro Annual) also
 * opens advanced analytics.
 */
export async function subscribe(
  db: Db,
  userId: string,
  plan: "monthly" | "yearly" = "monthly",
): Promise<void> {
  await db.insert(subscriptions).values({
    userId,
    provider: "test",
    plan,
    status: "active",
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
}

type Names = Parameters<typeof createTestUser>[1];

/** An owner and another user, and one shared and one private video of the owner's. */
type SharedAndHiddenOptions = {
  owner?: Names;
  other?: Names;
  titles?: { shared: string; hidden: string };
};

interface SharedAndHidden {
  people: People;
  shared: Video;
  hidden: Video;
}

export async function sharedAndHidden(
  db: Db,
  options: SharedAndHiddenOptions = {},
): Promise<SharedAndHidden> {
  const people = {
    owner: await createTestUser(db, options.owner),
    other: await createTestUser(db, options.other),
  };
  const title = (which: "shared" | "hidden") =>
    options.titles ? { title: options.titles[which] } : {};
  return {
    people,
    shared: await insertVideo(db, people.owner.id, { isPrivate: false, ...title("shared") }),
    hidden: await insertVideo(db, people.owner.id, { isPrivate: true, ...title("hidden") }),
  };
}

/**
 * A test database holding `sharedAndHidden`, made once before the file's tests; `world` is
 * filled in by then.
 */
export function useSharedAndHidden(options: SharedAndHiddenOptions = {}) {
  const database = useTestDatabase();
  const world = {} as SharedAndHidden;
  beforeAll(async () => {
    Object.assign(world, await sharedAndHidden(database.db(), options));
  });
  return { database, world };
}
