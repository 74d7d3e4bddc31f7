import { describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/videos/[id]/comments/route";
import { POST as REACT } from "@/app/api/videos/[id]/reactions/route";
import { GET as getVideo, PATCH } from "@/app/api/videos/[id]/route";
import type { CommentResponse, CommentThread } from "@/lib/comments/schemas";
import {
  GUEST_COMMENTS_OFF,
  GUESTS_PER_VIDEO_PER_HOUR,
  GUESTS_PER_ADDRESS_PER_HOUR,
} from "@/lib/comments/shared";
import { INTERNAL_MEMBERS_ONLY } from "@/lib/comments/internal";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { insertVideo, subscribe } from "./videos-fixtures";
import { createCast, createTeam } from "./workspaces-support";

// A prospect on a plain share link answers as a guest under a name; the owner may turn guests off;
// teammates keep internal comments among members.

const database = useTestDatabase();

interface Browser {
  anonymousId?: string;
  cookie?: string;
  token?: string;
}

let browsers = 0;
const newBrowser = (): Browser => ({ anonymousId: `dev-user-${7000 + ++browsers}` });
const params = (videoId: number) => routeParams({ id: String(videoId) });

async function comment(videoId: number, who: Browser, body: Record<string, unknown>) {
  const response = await POST(
    apiRequest(`/api/videos/${videoId}/comments`, { ...who, method: "POST", body }),
    params(videoId),
  );
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
  if (cookie) who.cookie = cookie;
  return response;
}

async function threads(videoId: number, who: Browser): Promise<CommentThread[]> {
  const response = await GET(apiRequest(`/api/videos/${videoId}/comments`, who), params(videoId));
  expect(response.status).toBe(200);
  return (await response.json()) as CommentThread[];
}

const patch = (videoId: number, owner: TestUser, body: Record<string, unknown>) =>
  PATCH(
    apiRequest(`/api/videos/${videoId}`, { token: owner.token, method: "PATCH", body }),
    params(videoId),
  );

async function publicVideo() {
  const owner = await createTestUser(database.db(), { firstName: "Olive", lastName: "Owner" });
  const video = await insertVideo(database.db(), owner.id, { isPrivate: false, duration: 30 });
  return { owner, video };
}

describe("guest comments and reactions", () => {
  it("a prospect comments under a name, keeps it in that browser, and no one sees the email", async () => {
    const { video } = await publicVideo();
    const prospect = newBrowser();
    const first = await comment(video.id, prospect, {
      content: "Does this work with Salesforce?",
      guestName: "Dana Reyes",
      guestEmail: "Dana@Acme.example",
    });
    expect(first.status).toBe(201);
    expect(((await first.json()) as CommentResponse).user.firstName).toBe("Dana Reyes");
    expect(prospect.cookie).toMatch(/^demoreel_viewer_/);

    // The cookie names the same guest: no name needed again, and no second guest row.
    const second = await comment(video.id, prospect, { content: "And HubSpot?" });
    expect(second.status).toBe(201);
    expect(((await second.json()) as CommentResponse).user.firstName).toBe("Dana Reyes");

    const seen = JSON.stringify(await threads(video.id, newBrowser()));
    expect(seen).toContain("Dana Reyes");
    expect(seen.toLowerCase()).not.toContain("dana@acme.example");
  });

  it("without a name or a cookie a signed-out browser is 401, and a blank name is 400", async () => {
    const { video } = await publicVideo();
    expect((await comment(video.id, newBrowser(), { content: "Hi" })).status).toBe(401);
    const blank = await comment(video.id, newBrowser(), { content: "Hi", guestName: "  " });
    expect(blank.status).toBe(400);
  });

  it("a guest reacts under a name too", async () => {
    const { video } = await publicVideo();
    const response = await REACT(
      apiRequest(`/api/videos/${video.id}/reactions`, {
        ...newBrowser(),
        method: "POST",
        body: { emoji: "👍", time: 3, guestName: "Sam" },
      }),
      params(video.id),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/);
  });

  it("a guest's cookie never opens the email gate", async () => {
    const { owner, video } = await publicVideo();
    await subscribe(database.db(), owner.id, "yearly");
    const prospect = newBrowser();
    expect((await comment(video.id, prospect, { content: "Hi", guestName: "Kim" })).status).toBe(
      201,
    );
    expect((await patch(video.id, owner, { emailGate: true })).status).toBe(200);
    const seen = await getVideo(apiRequest(`/api/videos/${video.id}`, prospect), params(video.id));
    expect(seen.status).toBe(403);
    expect(((await seen.json()) as { code: string }).code).toBe("email_required");
  });

  it("the owner turns guests off: new and known guests get 403, accounts still comment", async () => {
    const { owner, video } = await publicVideo();
    const known = newBrowser();
    expect((await comment(video.id, known, { content: "Hi", guestName: "Lee" })).status).toBe(201);
    const off = await patch(video.id, owner, { guestComments: false });
    expect(((await off.json()) as { guestComments: boolean }).guestComments).toBe(false);
    for (const who of [known, newBrowser()]) {
      const refused = await comment(video.id, who, { content: "Again", guestName: "Lee" });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        message: GUEST_COMMENTS_OFF,
        code: "guest_comments_off",
      });
    }
    const member = await createTestUser(database.db());
    expect((await comment(video.id, { token: member.token }, { content: "Fine" })).status).toBe(
      201,
    );
  });

  it(`one address adds ${GUESTS_PER_ADDRESS_PER_HOUR} guests to a video an hour, then 429`, async () => {
    const { video } = await publicVideo();
    expect(GUESTS_PER_VIDEO_PER_HOUR).toBeGreaterThan(GUESTS_PER_ADDRESS_PER_HOUR);
    for (let i = 0; i < GUESTS_PER_ADDRESS_PER_HOUR; i++) {
      const made = await comment(video.id, newBrowser(), { content: "Hi", guestName: `G${i}` });
      expect(made.status).toBe(201);
    }
    const refused = await comment(video.id, newBrowser(), { content: "Hi", guestName: "More" });
    expect(refused.status).toBe(429);
  });
});

describe("internal comments", () => {
  it("members write and read them; outsiders, guests and lists for them never see them", async () => {
    const db = database.db();
    const cast = await createCast(db);
    const team = await createTeam(db, cast, "Deal Desk");
    const { creator, viewer, outsider } = cast.people;
    const video = await insertVideo(db, creator.id, { workspaceId: team, visibility: "public" });
    const prospect = newBrowser();
    expect(
      (await comment(video.id, prospect, { content: "What does it cost?", guestName: "Dana" }))
        .status,
    ).toBe(201);
    const note = await comment(
      video.id,
      { token: creator.token },
      { content: "She asked about price: loop in finance", internal: true },
    );
    expect(note.status).toBe(201);
    const noteId = ((await note.json()) as CommentResponse).id;
    // A reply in the internal thread is internal whoever marks it.
    const reply = await comment(
      video.id,
      { token: viewer.token },
      { content: "On it", parentId: noteId },
    );
    expect(((await reply.json()) as CommentResponse).internal).toBe(true);

    const forMember = await threads(video.id, { token: viewer.token });
    expect(forMember.map((thread) => thread.content)).toContain(
      "She asked about price: loop in finance",
    );
    for (const who of [prospect, { token: outsider.token }, newBrowser()]) {
      const seen = JSON.stringify(await threads(video.id, who));
      expect(seen).toContain("What does it cost?");
      expect(seen).not.toContain("loop in finance");
      expect(seen).not.toContain("On it");
    }
    for (const who of [prospect, { token: outsider.token }]) {
      const refused = await comment(video.id, who, { content: "Sneaky", internal: true });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        message: INTERNAL_MEMBERS_ONLY,
        code: "members_only",
      });
    }
  });
});
