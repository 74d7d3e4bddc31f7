import { GET as getVideo, PATCH as patchVideo } from "@/app/api/videos/[id]/route";
import { GET as getCaptions } from "@/app/api/videos/[id]/captions/route";
import { GET as getMedia } from "@/app/api/videos/[id]/media/[kind]/route";
import { POST as postViewer } from "@/app/api/videos/[id]/viewer/route";
import { POST as postWatch } from "@/app/api/videos/[id]/watch/route";
import { expect } from "vitest";
import type { Video } from "@/db/schema";
import type { Db } from "@/db/types";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { insertVideo, subscribe } from "./videos-fixtures";

/** Who asks: an API token, or a browser (anonymous id and cookies). */
export interface Asker {
  token?: string;
  anonymousId?: string;
  cookie?: string;
  /** Other request headers, e.g. the client address our proxy reports (X-Forwarded-For). */
  headers?: Record<string, string>;
}

const params = (videoId: number) => routeParams({ id: String(videoId) });

export const patchGate = (videoId: number, token: string, emailGate: boolean) =>
  patchVideo(
    apiRequest(`/api/videos/${videoId}`, { token, method: "PATCH", body: { emailGate } }),
    params(videoId),
  );

/** The owner of a file's gated videos: on a paid plan, which the email gate needs. */
export async function createGateOwner(db: Db): Promise<TestUser> {
  const owner = await createTestUser(db, { firstName: "Olive", lastName: "Owner" });
  await subscribe(db, owner.id, "yearly");
  return owner;
}

/** A public 20 s video of `owner` with the email gate on. */
export async function createGatedVideo(db: Db, owner: TestUser): Promise<Video> {
  const video = await insertVideo(db, owner.id, { isPrivate: false, duration: 20 });
  expect((await patchGate(video.id, owner.token, true)).status).toBe(200);
  return video;
}

/** Gives an email at the gate; answers the response and the cookie a browser sends afterwards. */
export async function giveEmail(videoId: number, asker: Asker, body: unknown) {
  const response = await postViewer(
    apiRequest(`/api/videos/${videoId}/viewer`, { ...asker, method: "POST", body }),
    params(videoId),
  );
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return { response, cookie };
}

let beacons = 0;

/**
 * The statuses of the video's API data, its media, its captions and a watch beacon (a new
 * session each: the beacon checks the locks inside its own statement) for one asker.
 */
export async function gatedStatuses(videoId: number, asker: Asker) {
  const path = `/api/videos/${videoId}`;
  const video = await getVideo(apiRequest(path, asker), params(videoId));
  const media = await getMedia(
    apiRequest(`${path}/media/video`, asker),
    routeParams({ id: String(videoId), kind: "video" }),
  );
  const captions = await getCaptions(apiRequest(`${path}/captions`, asker), params(videoId));
  const beacon = { sessionId: `gate-beacon-${++beacons}`, ranges: [[0, 3]], position: 3 };
  const watch = await postWatch(
    apiRequest(`${path}/watch`, { ...asker, method: "POST", body: beacon }),
    params(videoId),
  );
  return {
    video: video.status,
    media: media.status,
    captions: captions.status,
    watch: watch.status,
  };
}
