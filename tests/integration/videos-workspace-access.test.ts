import { describe, expect, it } from "vitest";
import * as video from "@/app/api/videos/[id]/route";
import * as comments from "@/app/api/videos/[id]/comments/route";
import * as insights from "@/app/api/videos/[id]/insights/route";
import * as summary from "@/app/api/videos/[id]/summary/route";
import { videos, type VideoVisibility } from "@/db/schema";
import type { Db } from "@/db/types";
import { INSIGHTS_ROLE, MANAGE_VIDEO_ROLE } from "@/lib/videos/queries";
import type { TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { call, lazyTeam, personOf, type Cast, type Who } from "./workspaces-support";

// Every role of a team workspace (and an outsider, and nobody) against a video its creator made
// private, workspace or public, for each thing one can do with a video.

const database = useTestDatabase();

const setup = lazyTeam(database);

/** A fresh video of the team's creator, so a delete in one cell never affects another. */
async function teamVideo(db: Db, cast: Cast, team: number, visibility: VideoVisibility) {
  const [row] = await db
    .insert(videos)
    .values({
      userId: cast.people.creator.id,
      workspaceId: team,
      visibility,
      title: "Pipeline review",
      originalKey: "videos/x/original.webm",
      duration: 30,
      transcript: JSON.stringify([
        { time: 0, text: "We review the sales pipeline for the quarter." },
      ]),
    })
    .returning({ id: videos.id });
  if (!row) throw new Error("no video");
  return row.id;
}

type Expect = Record<Who, number>;
const VISIBILITIES: VideoVisibility[] = ["private", "workspace", "public"];

/**
 * Reading: the creator always; members unless private; anyone when public. `signedOut` is what
 * nobody gets on a public video (401 where signing in is needed).
 */
const readers = (ok: number, signedOut: number): Record<VideoVisibility, Expect> => {
  const hidden = signedOut === ok ? 404 : signedOut;
  return {
    private: {
      owner: 404,
      admin: 404,
      creator: ok,
      viewer: 404,
      former: 404,
      outsider: 404,
      "signed out": hidden,
    },
    workspace: {
      owner: ok,
      admin: ok,
      creator: ok,
      viewer: ok,
      former: 404,
      outsider: 404,
      "signed out": hidden,
    },
    public: {
      owner: ok,
      admin: ok,
      creator: ok,
      viewer: ok,
      former: ok,
      outsider: ok,
      "signed out": signedOut,
    },
  };
};

/**
 * Managing: the creator, and the workspace's owner and admins unless private; other members 403.
 * `signedOut`: 401 where the route needs a user, 404 where it answers as if nothing were there.
 */
const managers = (ok: number, signedOut = 401): Record<VideoVisibility, Expect> => {
  const shared: Expect = {
    owner: ok,
    admin: ok,
    creator: ok,
    viewer: 403,
    former: 404,
    outsider: 404,
    "signed out": signedOut,
  };
  return { ...readers(ok, signedOut), workspace: shared, public: shared };
};

interface Action {
  name: string;
  expected: Record<VideoVisibility, Expect>;
  refusal?: string;
  run(who: TestUser | null, videoId: number): Promise<Response>;
}

const path = (id: number, rest = "") => `/api/videos/${id}${rest}`;

const ACTIONS: Action[] = [
  {
    name: "read",
    expected: readers(200, 200),
    run: (who, id) => call(video.GET, path(id), { id }, who),
  },
  {
    name: "edit",
    expected: managers(200),
    refusal: MANAGE_VIDEO_ROLE,
    run: (who, id) =>
      call(video.PATCH, path(id), { id }, who, { method: "PATCH", body: { title: "Renamed" } }),
  },
  {
    name: "edit the summary",
    expected: managers(200),
    refusal: MANAGE_VIDEO_ROLE,
    run: (who, id) =>
      call(video.PATCH, path(id), { id }, who, { method: "PATCH", body: { summary: "Ours" } }),
  },
  {
    name: "regenerate the summary",
    expected: managers(200),
    refusal: MANAGE_VIDEO_ROLE,
    run: (who, id) => call(summary.POST, path(id, "/summary"), { id }, who, { method: "POST" }),
  },
  {
    name: "delete",
    expected: managers(200),
    refusal: MANAGE_VIDEO_ROLE,
    run: (who, id) => call(video.DELETE, path(id), { id }, who, { method: "DELETE" }),
  },
  {
    name: "comment",
    expected: readers(201, 401),
    run: (who, id) =>
      call(comments.POST, path(id, "/comments"), { id }, who, {
        method: "POST",
        body: { content: "Looks good" },
      }),
  },
  {
    name: "insights",
    expected: managers(200, 404),
    refusal: INSIGHTS_ROLE,
    run: (who, id) => call(insights.GET, path(id, "/insights"), { id }, who),
  },
];

const WHO: Who[] = ["owner", "admin", "creator", "viewer", "former", "outsider", "signed out"];
const CELLS = VISIBILITIES.flatMap((visibility) => WHO.map((who) => ({ visibility, who })));

describe("videos of a workspace: access matrix", () => {
  describe.each(ACTIONS)("$name", (action) => {
    it.each(CELLS)("$visibility video as $who", async ({ visibility, who }) => {
      const { db, cast, team } = await setup();
      const id = await teamVideo(db, cast, team, visibility);
      const response = await action.run(personOf(cast, who), id);
      const status = action.expected[visibility][who];
      expect(response.status).toBe(status);
      const body = (await response.json()) as { message?: string; code?: string };
      if (status === 403) {
        expect(body).toEqual({ message: action.refusal, code: "workspace_role_required" });
      }
      if (status === 404) expect(body.code).toBe("video_not_found");
    });
  });
});
