import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as video from "@/app/api/videos/[id]/route";
import * as summary from "@/app/api/videos/[id]/summary/route";
import { videos } from "@/db/schema";
import { summariseAfterTranscript } from "@/lib/ai/transcripts/summary";
import { parseTranscript } from "@/lib/timeline/transcript";
import { useTestDatabase } from "../support/test-database";
import { as, callJson, insertVideo, lazyWorld, type Who } from "./videos-fixtures";

// No OPENAI_API_KEY here (tests/support/setup-env.ts removes it): summaries are extracted offline.
const database = useTestDatabase();

const TRANSCRIPT = JSON.stringify([
  { time: 0, text: "Hello everyone and welcome to this short walkthrough." },
  { time: 4, text: "Today I will show you the new billing dashboard." },
  { time: 9, text: "The billing dashboard lists every invoice your team has paid." },
  { time: 15, text: "I had coffee this morning." },
  { time: 18, text: "You can download each invoice from the billing dashboard as a PDF." },
]);

const world = lazyWorld(database, {
  video: async (db, ownerId, isPrivate) =>
    (await insertVideo(db, ownerId, { isPrivate, transcript: TRANSCRIPT })).id,
});

const path = (id: number, tail = "") => `/api/videos/${id}${tail}`;
const patch = (
  id: number,
  who: Who,
  body: Record<string, unknown>,
  people: Awaited<ReturnType<typeof world>>,
) => callJson(video.PATCH, path(id), id, { method: "PATCH", body, ...as(who, people) });
const regenerate = (id: number, who: Who, people: Awaited<ReturnType<typeof world>>) =>
  callJson(summary.POST, path(id, "/summary"), id, { method: "POST", ...as(who, people) });

async function row(id: number) {
  const [found] = await database.db().select().from(videos).where(eq(videos.id, id));
  return found;
}

async function freshVideo() {
  const w = await world();
  return (await insertVideo(database.db(), w.owner.id, { transcript: TRANSCRIPT })).id;
}

describe("video summaries without a text model", () => {
  it("extracts a summary after a transcript and answers it in the video", async () => {
    const w = await world();
    const id = await freshVideo();
    const made = await summariseAfterTranscript(
      database.db(),
      { id, userId: w.owner.id },
      parseTranscript(TRANSCRIPT),
    );
    expect(made?.source).toBe("extractive");
    const { status, body } = await callJson(video.GET, path(id), id, as("owner", w));
    expect(status).toBe(200);
    expect(body.summary).toBe(
      "The billing dashboard lists every invoice your team has paid. You can download each invoice from the billing dashboard as a PDF.",
    );
    expect(body.summarySource).toBe("extractive");
  });

  it("answers summary null before there is one", async () => {
    const w = await world();
    const { body } = await callJson(video.GET, path(w.shared), w.shared, as("owner", w));
    expect(body.summary).toBeNull();
    expect(body.summarySource).toBeNull();
  });

  it("never replaces a summary the owner typed with an automatic one", async () => {
    const w = await world();
    const id = await freshVideo();
    const typed = await patch(id, "owner", { summary: "  My own words.  " }, w);
    expect(typed.status).toBe(200);
    expect(typed.body).toMatchObject({ summary: "My own words.", summarySource: "owner" });
    const again = await summariseAfterTranscript(
      database.db(),
      { id, userId: w.owner.id },
      parseTranscript(TRANSCRIPT),
    );
    expect(again).toBeNull();
    expect((await row(id))?.summary).toBe("My own words.");
  });

  it("clears the summary on an empty one, and automatic runs leave it cleared", async () => {
    const w = await world();
    const id = await freshVideo();
    const cleared = await patch(id, "owner", { summary: "" }, w);
    expect(cleared.body).toMatchObject({ summary: null, summarySource: null });
    await summariseAfterTranscript(
      database.db(),
      { id, userId: w.owner.id },
      parseTranscript(TRANSCRIPT),
    );
    expect((await row(id))?.summary).toBeNull();
  });

  it("regenerates on request, replacing the owner's summary", async () => {
    const w = await world();
    const id = await freshVideo();
    await patch(id, "owner", { summary: "Old words." }, w);
    const { status, body } = await regenerate(id, "owner", w);
    expect(status).toBe(200);
    expect(body.summarySource).toBe("extractive");
    expect(body.summary).toMatch(/billing dashboard/);
  });

  it("refuses to regenerate without a transcript", async () => {
    const w = await world();
    const id = (await insertVideo(database.db(), w.owner.id)).id;
    const { status, body } = await regenerate(id, "owner", w);
    expect(status).toBe(422);
    expect(body.code).toBe("no_transcript");
  });

  it("rejects a summary over 1000 characters", async () => {
    const w = await world();
    const { status, body } = await patch(w.shared, "owner", { summary: "x".repeat(1001) }, w);
    expect(status).toBe(400);
    expect(String(body.message)).toMatch(/Summary must be at most 1000 characters/);
  });

  const WHO: [Who, boolean, number, number][] = [
    // who, on the shared video?, PATCH status, POST status
    ["owner", true, 200, 200],
    ["owner", false, 200, 200],
    ["other", true, 404, 404],
    ["other", false, 404, 404],
    ["anonymous", true, 401, 401],
    ["signed out", true, 401, 401],
  ];

  it.each(WHO)(
    "%s (shared: %s) edits with %i and regenerates with %i",
    async (who, onShared, patchStatus, postStatus) => {
      const w = await world();
      const id = onShared ? w.shared : w.hidden;
      const before = (await row(id))?.summary ?? null;
      const edited = await patch(id, who, { summary: `By ${who}` }, w);
      expect(edited.status).toBe(patchStatus);
      if (patchStatus !== 200) expect((await row(id))?.summary ?? null).toBe(before);
      const made = await regenerate(id, who, w);
      expect(made.status).toBe(postStatus);
    },
  );
});
