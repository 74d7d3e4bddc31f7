import { z } from "zod";
import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { getAiStatus } from "@/lib/ai/status";

// GET /api/ai/status: whether AI writing and transcription are set up, and whether the caller is
// an operator, { writing, transcription, operator }
export const GET = handler(
  {
    auth: "viewer",
    tag: "AI",
    summary: "Whether AI writing and transcription are set up on this server (anyone)",
    responses: {
      200: answer(
        "Status",
        z.strictObject({
          writing: z.boolean().describe("Documents and enhancement have a text model"),
          transcription: z
            .enum(["ai", "offline"])
            .nullable()
            .describe("Where transcripts come from; null: transcription is not set up"),
          operator: z
            .boolean()
            .describe(
              "The caller is one of the server's operators (OPERATOR_EMAILS): pages say what is not set up",
            ),
        }),
      ),
    },
  },
  ({ db, caller }) => getAiStatus(db, caller.kind === "user" ? caller.userId : null),
);
