import { describe, expect, it } from "vitest";
import { GET as cutProposals } from "@/app/api/videos/[id]/cut-proposals/route";
import { GET as download } from "@/app/api/videos/[id]/download/route";
import { POST as postEdit } from "@/app/api/videos/[id]/edit/route";
import { POST as generateTranscript } from "@/app/api/videos/[id]/generate-transcript/route";
import { GET as media } from "@/app/api/videos/[id]/media/[kind]/route";
import { GET as getVideo, PATCH } from "@/app/api/videos/[id]/route";
import { GET as embed } from "@/app/embed/[id]/route";
import { findVideoForViewer } from "@/lib/access/video-for-viewer";
import { webVersionState } from "@/lib/videos/shared";
import { VIDEO_STILL_PROCESSING } from "@/lib/videos/original";
import type { VideoResponse } from "@/lib/videos/serialize";
import { getStorage } from "@/lib/storage";
import { apiRequest, routeParams } from "../support/fixtures";
import { runUploadJoins } from "../support/upload-joins";
import { commit, createSession, database, owner, putPart } from "./upload-sessions-support";
import { webmBytes } from "./videos-fixtures";

// A recording whose parts are not joined yet has a link, and every page and route of it answers
// "still processing" (409 video_not_ready where a file is needed), never a 404 or a 500.

async function joiningVideo(): Promise<VideoResponse> {
  const session = await createSession();
  await putPart(session.id, 0, webmBytes());
  const res = await commit(session.id, { title: "Joining", isPrivate: false, duration: 2 });
  expect(res.status).toBe(201);
  return (await res.json()) as VideoResponse;
}

const stillProcessing = { code: "video_not_ready", message: VIDEO_STILL_PROCESSING };

async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as unknown };
}

describe("a recording still being joined", () => {
  it("shows as processing on its share page, embed and API, and plays once joined", async () => {
    const video = await joiningVideo();
    const params = routeParams({ id: String(video.id) });
    const api = await getVideo(
      apiRequest(`/api/videos/${video.id}`, { token: owner.token }),
      params,
    );
    expect(api.status).toBe(200);
    // No version to name yet: the unversioned URL, which answers "still processing" (below).
    expect(await api.json()).toMatchObject({
      processingStatus: "queued",
      videoUrl: `/api/videos/${video.id}/media/video`,
    });

    const page = await findVideoForViewer(database.db(), { videoId: video.id, viewerId: null });
    expect(page?.lock).toBe("open");
    if (page?.lock !== "open") return;
    expect(webVersionState(page.video)).toBe("waiting");
    expect(page.video.videoUrl).toBe(`/api/videos/${video.id}/media/video`);

    const player = await embed(apiRequest(`/embed/${video.id}`), params);
    expect(player.status).toBe(200);
    expect(await player.text()).toContain('data-testid="embed-processing"');

    // The recorder's stale-processing relabel leaves it processing: there is nothing to play yet.
    const patched = await PATCH(
      apiRequest(`/api/videos/${video.id}`, {
        method: "PATCH",
        token: owner.token,
        body: { processingStatus: "completed" },
      }),
      params,
    );
    expect(await patched.json()).toMatchObject({ processingStatus: "queued" });

    await runUploadJoins(database.db(), getStorage());
    const joined = await findVideoForViewer(database.db(), { videoId: video.id, viewerId: null });
    if (joined?.lock !== "open") throw new Error("the joined video is not open");
    expect(webVersionState(joined.video)).toBe("ready");
    expect(joined.video.videoUrl).toMatch(`/api/videos/${video.id}/media/video?v=`);
  });

  it("answers 409 video_not_ready to media, download, edit, transcript and cut proposals", async () => {
    const video = await joiningVideo();
    const id = String(video.id);
    const get = (suffix: string) =>
      apiRequest(`/api/videos/${id}${suffix}`, { token: owner.token });
    const post = (suffix: string, body?: unknown) =>
      apiRequest(`/api/videos/${id}${suffix}`, { method: "POST", token: owner.token, body });

    for (const kind of ["video", "original"])
      expect(
        await answer(await media(get(`/media/${kind}`), routeParams({ id, kind }))),
        kind,
      ).toEqual({ status: 409, body: stillProcessing });
    const answers = {
      download: await answer(await download(get("/download"), routeParams({ id }))),
      edit: await answer(await postEdit(post("/edit", { cuts: [[0, 1]] }), routeParams({ id }))),
      transcript: await answer(
        await generateTranscript(post("/generate-transcript"), routeParams({ id })),
      ),
      cutProposals: await answer(await cutProposals(get("/cut-proposals"), routeParams({ id }))),
    };
    expect(answers).toEqual({
      download: { status: 409, body: stillProcessing },
      edit: { status: 409, body: stillProcessing },
      transcript: { status: 409, body: stillProcessing },
      cutProposals: { status: 409, body: stillProcessing },
    });
  });
});
