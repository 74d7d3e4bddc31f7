import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listFavorites } from "@/app/api/favorites/route";
import { GET as listRecent } from "@/app/api/videos/recent/route";
import { GET as listVideos } from "@/app/api/videos/route";
import { favorites, videos, type NewVideo } from "@/db/schema";
import type { VideoResponse } from "@/lib/videos/serialize";
import { createFolder } from "@/lib/workspaces/folders";
import type { TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { call, lazyTeam } from "./workspaces-support";

// A lock (password, expiry, email gate) hides in every list what it hides on the page: to anyone
// but the creator, a locked video's card is its title and thumbnail, with nothing of what is said
// or shown in it. A member passes the email gate, on the page and so in the lists.

const database = useTestDatabase();
const setup = lazyTeam(database);

const LOCKS = {
  password: { passwordHash: "scrypt$16384$8$1$c2FsdA$a2V5" },
  expired: { expiresAt: new Date(Date.now() - 60_000) },
  "email gate": { emailGate: true },
} satisfies Record<string, Partial<NewVideo>>;
type Lock = keyof typeof LOCKS;

const CONTENT = {
  description: "Our secret pricing",
  transcript: '[{"time":0,"text":"The discount is forty percent"}]',
  chapters: '[{"title":"Pricing","startTime":0}]',
  transcriptSource: "offline",
  summary: "The discount is forty percent.",
  summarySource: "extractive",
  cta: { label: "Book a call", url: "https://example.com/book" },
} satisfies Partial<NewVideo>;

let world: {
  creator: TestUser;
  member: TestUser;
  team: number;
  folder: number;
  ids: Record<Lock, number>;
};

beforeAll(async () => {
  const { db, cast, team } = await setup();
  const creator = cast.people.creator;
  const member = cast.people.viewer;
  const folder = await createFolder(db, {
    workspaceId: team,
    userId: cast.people.owner.id,
    name: "Deals",
  });
  const ids = {} as Record<Lock, number>;
  for (const lock of Object.keys(LOCKS) as Lock[]) {
    const [row] = await db
      .insert(videos)
      .values({
        userId: creator.id,
        workspaceId: team,
        folderId: folder.id,
        visibility: "workspace",
        title: `Deal review (${lock})`,
        originalKey: "videos/x/o.webm",
        thumbnailKey: "videos/x/thumbnail.png",
        ...CONTENT,
      })
      .returning({ id: videos.id });
    if (!row) throw new Error("no video");
    ids[lock] = row.id;
    // Both favourited it while it was open; then the creator locked it.
    await db.insert(favorites).values([
      { userId: creator.id, videoId: row.id },
      { userId: member.id, videoId: row.id },
    ]);
    await db.update(videos).set(LOCKS[lock]).where(eq(videos.id, row.id));
  }
  world = { creator, member, team, folder: folder.id, ids };
});

type Who = "creator" | "other member";
const LISTS = {
  "workspace library": (who: TestUser) =>
    list(listVideos, `/api/videos?workspace=${world.team}`, who),
  "workspace folder": (who: TestUser) =>
    list(listVideos, `/api/videos?workspace=${world.team}&folder=${world.folder}`, who),
  "own library": (who: TestUser) => list(listVideos, "/api/videos", who),
  recent: (who: TestUser) => list(listRecent, "/api/videos/recent", who),
  search: (who: TestUser) => list(listVideos, "/api/videos?q=pricing", who),
  favourites: (who: TestUser) => list(listFavorites, "/api/favorites", who),
};
type List = keyof typeof LISTS;

async function list(
  route: Parameters<typeof call>[0],
  path: string,
  who: TestUser,
): Promise<VideoResponse[]> {
  const response = await call(route, path, {}, who);
  expect(response.status).toBe(200);
  return (await response.json()) as VideoResponse[];
}

/** Lists that hold only the caller's own videos, and the favourites, which drop what is locked. */
const listsOthersVideosIn = (list: List) =>
  list === "workspace library" || list === "workspace folder";

/** What the other member's card is: absent, the full video, or title and thumbnail only. */
function expected(list: List, lock: Lock, who: Who): "absent" | "full" | "blank" {
  if (who === "creator") return "full";
  const open = lock === "email gate"; // members pass the gate, as on the share page
  if (list === "favourites") return open ? "full" : "absent";
  if (!listsOthersVideosIn(list)) return "absent";
  return open ? "full" : "blank";
}

const cases = (Object.keys(LISTS) as List[]).flatMap((list) =>
  (Object.keys(LOCKS) as Lock[]).flatMap((lock) =>
    (["creator", "other member"] as const).map((who) => [list, lock, who] as const),
  ),
);

describe("locked videos in every list", () => {
  it.each(cases)("%s, %s video, as its %s", async (list, lock, who) => {
    const caller = who === "creator" ? world.creator : world.member;
    const id = world.ids[lock];
    const card = (await LISTS[list](caller)).find((video) => video.id === id);
    const want = expected(list, lock, who);
    if (want === "absent") {
      expect(card).toBeUndefined();
      return;
    }
    expect(card).toBeDefined();
    expect(card?.title).toBe(`Deal review (${lock})`);
    expect(card?.thumbnailUrl).toMatch(new RegExp(`^/api/videos/${id}/media/thumbnail\\?v=`));
    if (want === "full") {
      expect(card).toMatchObject({ ...CONTENT, videoUrl: expect.stringContaining("?v=") });
      return;
    }
    expect(card).toMatchObject({
      description: "",
      transcript: null,
      chapters: null,
      transcriptSource: null,
      summary: null,
      summarySource: null,
      cta: null,
      videoUrl: `/api/videos/${id}/media/video`,
    });
    expect(JSON.stringify(card)).not.toMatch(/secret|discount|Pricing|Book a call/);
  });
});
