import { beforeAll, describe, expect, it } from "vitest";
import { GET as ATTACHMENTS } from "@/app/api/videos/[id]/attachments/route";
import { GET as COMMENTS } from "@/app/api/videos/[id]/comments/route";
import { GET as MEDIA } from "@/app/api/videos/[id]/media/[kind]/route";
import { GET as VIDEO } from "@/app/api/videos/[id]/route";
import type { Video } from "@/db/schema";
import { createTestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { call, embedPage, options, patchAs, unlock } from "./video-access-fixtures";
import { insertVideo, type People } from "./videos-fixtures";

const database = useTestDatabase();
let people: People;
let locked: Video;
let open: Video;

beforeAll(async () => {
  const db = database.db();
  people = { owner: await createTestUser(db), other: await createTestUser(db) };
  locked = await insertVideo(db, people.owner.id, { isPrivate: false, title: "Locked" });
  expect((await patchAs(people.owner, locked, { password: "open sesame" })).status).toBe(200);
  open = await insertVideo(db, people.owner.id, { isPrivate: false, title: "Open" });
});

/** Statuses of the routes that read the unlock cookie, sent `cookie` as a signed-out viewer. */
async function statuses(video: Video, cookie: string) {
  const as = options("signed out", people, { cookie });
  const answers = {
    video: call(VIDEO, video, "", as),
    media: call(MEDIA, video, "/media/thumbnail", as, { kind: "thumbnail" }),
    comments: call(COMMENTS, video, "/comments", as),
    attachments: call(ATTACHMENTS, video, "/attachments", as),
    embed: embedPage(video, cookie),
  };
  const entries = await Promise.all(
    Object.entries(answers).map(async ([name, answer]) => [name, (await answer).status] as const),
  );
  return Object.fromEntries(entries);
}

describe("a malformed unlock cookie", () => {
  it("is treated as absent: a protected video stays locked (403), never a 500", async () => {
    const malformed = `demoreel_unlock_${locked.id}=%`;
    expect(await statuses(locked, malformed)).toEqual({
      video: 403,
      media: 403,
      comments: 403,
      attachments: 403,
      embed: 403,
    });
    const res = await call(VIDEO, locked, "", options("signed out", people, { cookie: malformed }));
    expect(await res.json()).toEqual({ message: "Password required", code: "password_required" });
  });

  it("changes nothing on a video without a password, and a valid cookie beside it still opens", async () => {
    expect(Object.values(await statuses(open, `demoreel_unlock_${open.id}=%`))).not.toContain(500);
    const { cookie = "" } = await unlock(locked, "open sesame");
    const both = `demoreel_unlock_${locked.id}=%E0%A4%A; ${cookie}`;
    const res = await call(VIDEO, locked, "", options("signed out", people, { cookie: both }));
    expect(res.status).toBe(200);
  });

  it("is not the only cookie read safely: a malformed session cookie is a signed-out caller", async () => {
    for (const cookie of ["authjs.session-token=%", "__Secure-authjs.session-token=%E0%A4%A"]) {
      const res = await call(VIDEO, open, "", options("signed out", people, { cookie }));
      expect(res.status).toBe(200);
    }
  });
});
