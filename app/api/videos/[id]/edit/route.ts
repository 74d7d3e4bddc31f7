import { answer } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import { getEditState, requestEdit } from "@/lib/videos/edit/request";
import { editState } from "@/lib/videos/edit/responses";
import { editVideoSchema } from "@/lib/videos/edit/schemas";
import { videoIdParams } from "@/lib/videos/schemas";

// GET /api/videos/{id}/edit: the owner's view of the video's edit (cuts, status, durations)
export const GET = handler(
  {
    auth: "user",
    params: videoIdParams,
    tag: "Videos",
    summary: "The owner's view of the video's edit",
    responses: { 200: answer("Edit state", editState) },
    errors: [404],
  },
  ({ db, userId, params }) => getEditState(db, { videoId: params.id, userId }),
);

// POST /api/videos/{id}/edit: the owner removes ranges ({ cuts: [[from, to], ...]}, seconds of the
// video as it plays now); 202, a durable job renders the new MP4
export const POST = handler(
  {
    auth: "user",
    params: videoIdParams,
    body: editVideoSchema,
    tag: "Videos",
    summary: "The owner cuts ranges out; a job renders the new MP4",
    responses: { 202: answer("Accepted: the edit state, rendering", editState) },
    errors: [404, 409],
  },
  async ({ db, userId, params, body }) =>
    json(await requestEdit(db, { videoId: params.id, userId, input: body }), 202),
);
