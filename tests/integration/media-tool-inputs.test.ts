import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as cutRoute } from "@/app/api/videos/[id]/edit/route";
import { GET as proposalsRoute } from "@/app/api/videos/[id]/cut-proposals/route";
import { POST as transcriptRoute } from "@/app/api/videos/[id]/generate-transcript/route";
import { GET as spriteRoute } from "@/app/api/videos/[id]/sprite/route";
import { PUT as thumbnailRoute } from "@/app/api/videos/[id]/thumbnail/route";
import { FileUploader } from "@/client/uploads/file-uploader";
import { spriteKeyFor } from "@/lib/media/sprite";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { unsafeInput, watchToolRuns, type ToolRun } from "../support/spawn-watch";
import { useTestDatabase } from "../support/test-database";
import { appFetch } from "../support/upload-routes";
import { requireOfflineSpeech, speakToWav } from "./ai-speech";
import { diskStorage, quickWorker, reloadVideo } from "./processing-support";
import { subscribe } from "./videos-fixtures";

// Every way the app runs ffmpeg or ffprobe on a user's media, driven through the routes and the
// worker as in production, watched at the process level: each run's every input must come from
// safeInputArgs (file protocol only, allow-listed demuxers, a forced format, drefs off).

const run = promisify(execFile);
const database = useTestDatabase();
let dir = "";
let owner: TestUser;
let clip: Buffer;

beforeAll(async () => {
  requireOfflineSpeech();
  dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-tool-inputs-"));
  owner = await createTestUser(database.db());
  await subscribe(database.db(), owner.id);
  const speech = path.join(dir, "speech.wav");
  speakToWav("Welcome to the demo. Here is the dashboard.", speech);
  // VP8 + Opus through a pipe, as MediaRecorder writes it: no duration, so it is measured too.
  const { stdout } = await run(
    "ffmpeg",
    [
      ...[
        "-hide_banner",
        "-loglevel",
        "error",
        "-f",
        "lavfi",
        "-i",
        "testsrc=size=160x120:rate=10",
      ],
      ...["-i", speech, "-shortest", "-c:v", "libvpx", "-deadline", "realtime", "-c:a", "libopus"],
      ...["-f", "webm", "pipe:1"],
    ],
    { encoding: "buffer", maxBuffer: 64 << 20 },
  );
  clip = stdout;
}, 120_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

/** Which call site a run is, from its arguments. */
function kindOf({ tool, args }: ToolRun): string {
  const has = (...words: string[]) => words.every((w) => args.join(" ").includes(w));
  if (tool === "ffprobe") return has("-show_streams") ? "probe" : has("packet=") ? "duration" : "?";
  if (has("silencedetect")) return "silences";
  if (has("palettegen")) return "preview gif";
  if (has("-filter_complex")) return "cut render";
  if (has("tile=")) return "sprite";
  if (has("-frames:v 1", "png")) return "frame";
  if (has("-c copy")) return "remux";
  if (has("libx264")) return "transcode";
  if (has("-f wav -i")) return "audio chunk";
  if (has("pcm_s16le", "0:a:0")) return "soundtrack";
  return "?";
}

const call = (route: typeof spriteRoute, id: number, init: Parameters<typeof apiRequest>[1]) =>
  route(
    apiRequest(`/api/videos/${id}/x`, { token: owner.token, ...init }),
    routeParams({ id: String(id) }),
  );

describe("ffmpeg and ffprobe inputs", () => {
  it("every run on user media, at every call site, gets the whitelisted input arguments", async () => {
    const watch = watchToolRuns();
    try {
      const file = new File([new Uint8Array(clip)], "talk.webm", { type: "video/webm" });
      const deps = {
        fetch: appFetch(owner),
        store: null,
        now: Date.now,
        sleep: async () => undefined,
      };
      const uploaded = await FileUploader.create(file, deps, { title: "Talk" }).upload();
      const id = uploaded.id;
      await quickWorker(database.db()).drain(120_000);
      const processed = await reloadVideo(database.db(), id);
      expect(processed?.processingStatus).toBe("completed");

      const thumbnail = await call(thumbnailRoute, id, { method: "PUT", body: { time: 1 } });
      expect(thumbnail.status).toBe(200);
      await diskStorage().delete([spriteKeyFor(processed!.mp4Key!)]);
      expect((await call(spriteRoute, id, {})).status).toBe(200);
      expect((await call(proposalsRoute, id, {})).status).toBe(200);
      const transcript = await call(transcriptRoute, id, { method: "POST" });
      expect(transcript.status, await transcript.clone().text()).toBe(200);
      const edit = await call(cutRoute, id, { method: "POST", body: { cuts: [[0.5, 1]] } });
      expect(edit.status, await edit.clone().text()).toBeLessThan(300);
      await quickWorker(database.db()).drain(120_000);
    } finally {
      watch.stop();
    }
    const runs = watch.runs().filter((r) => !r.args.includes("-version"));
    const problems = runs.flatMap((r) => {
      const problem = unsafeInput(r.args);
      return problem ? [`${r.tool} ${kindOf(r)}: ${problem}: ${r.args.join(" ")}`] : [];
    });
    expect(problems).toEqual([]);
    expect(new Set(runs.map(kindOf))).toEqual(
      new Set([
        "probe",
        "duration",
        "remux",
        "frame",
        "transcode",
        "sprite",
        "silences",
        "soundtrack",
        "audio chunk",
        "cut render",
        "preview gif",
      ]),
    );
  }, 300_000);
});
