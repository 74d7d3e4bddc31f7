import { z } from "zod";
import { answer, multipart } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import { commitSession } from "@/lib/uploads/commit";
import { videoResponse } from "@/lib/videos/responses";
import { commitFieldsSchema, sessionParams } from "@/lib/uploads/schemas";

// POST /api/uploads/{id}/commit: title, description, isPrivate, duration (+ thumbnail); 201 with the video
// (200 when a retried commit finds the video already created)
export const POST = handler(
  {
    auth: "user",
    params: sessionParams,
    body: "multipart",
    tag: "Upload sessions",
    summary: "Save the recording: the Save dialog's fields (and a thumbnail)",
    responses: {
      200: answer("A retried commit: the video already made", videoResponse),
      201: answer("The new video", videoResponse),
    },
    errors: [404, 409, 413, 415],
    accepts: {
      content: {
        "application/json": { schema: commitFieldsSchema },
        ...multipart(
          commitFieldsSchema.extend({ thumbnail: z.string().optional().describe("An image file") }),
        ),
      },
    },
  },
  async ({ db, storage, userId, params, body }) => {
    const { video, created } = await commitSession(db, storage, {
      sessionId: params.id,
      userId,
      body,
    });
    return json(video, created ? 201 : 200);
  },
);
