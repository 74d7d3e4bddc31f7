import { describe, expect, it } from "vitest";
import { PATCH as PATCH_ATTACHMENT } from "@/app/api/attachments/[id]/route";
import { POST as CREATE_ATTACHMENT } from "@/app/api/videos/[id]/attachments/route";
import { POST as CREATE_COMMENT } from "@/app/api/videos/[id]/comments/route";
import { MAX_TIME_PIN_SECONDS } from "@/lib/timeline/limits";
import { apiRequest, routeParams } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { lazyWorld, plainVideo } from "./videos-fixtures";

const database = useTestDatabase();
const setup = lazyWorld(database);

/** Past a 32-bit integer column (2147483647): the database would refuse it. */
const PAST_INT32 = 3_000_000_000;

const send = (
  route: typeof CREATE_COMMENT,
  method: string,
  path: string,
  id: number,
  token: string,
  body: unknown,
) => route(apiRequest(path, { token, method, body }), routeParams({ id: String(id) }));

async function answer(response: Promise<Response>) {
  const res = await response;
  return { status: res.status, body: (await res.json()) as { message: string; code: string } };
}

const tooBig = (field: string) => ({
  status: 400,
  body: {
    message: expect.stringMatching(new RegExp(`^Invalid ${field}: `)),
    code: "invalid_input",
  },
});

describe("integers bound for 32-bit columns answer 400 naming the field, never 500", () => {
  it("comment timestamps", async () => {
    const w = await setup();
    const video = await plainVideo(database.db(), w.owner.id, false, 60);
    const post = (timestamp: number) =>
      answer(
        send(CREATE_COMMENT, "POST", `/api/videos/${video}/comments`, video, w.owner.token, {
          content: "x",
          timestamp,
        }),
      );
    for (const timestamp of [PAST_INT32, MAX_TIME_PIN_SECONDS + 1]) {
      expect(await post(timestamp)).toEqual(tooBig("timestamp"));
    }
    expect((await post(MAX_TIME_PIN_SECONDS)).status).toBe(201);
  });

  it("attachment timestamps and order, on a video whose duration is not known yet", async () => {
    const w = await setup();
    const video = await plainVideo(database.db(), w.owner.id, false, 0);
    const create = (over: Record<string, unknown>) =>
      answer(
        send(CREATE_ATTACHMENT, "POST", `/api/videos/${video}/attachments`, video, w.owner.token, {
          attachmentType: "embed",
          embedType: "youtube",
          embedUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
          ...over,
        }),
      );
    expect(await create({ timestamp: PAST_INT32 })).toEqual(tooBig("timestamp"));
    expect(await create({ order: PAST_INT32 })).toEqual(tooBig("order"));
    const made = await create({ timestamp: MAX_TIME_PIN_SECONDS });
    expect(made.status).toBe(201);

    const id = (made.body as unknown as { id: number }).id;
    const patch = (timestamp: number) =>
      answer(
        send(PATCH_ATTACHMENT, "PATCH", `/api/attachments/${id}`, id, w.owner.token, {
          timestamp,
        }),
      );
    expect(await patch(PAST_INT32)).toEqual(tooBig("timestamp"));
    expect((await patch(12)).status).toBe(200);
  });
});
