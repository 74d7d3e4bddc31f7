import { handler } from "@/lib/api/handler";
import { commitCallerSession } from "@/lib/upload-sessions";
import { sessionParams } from "@/lib/upload-sessions/schemas";

// POST /api/uploads/{id}/commit: title, description, isPrivate, duration (+ thumbnail); 201 with the video
export const POST = handler(
  { auth: "viewer", params: sessionParams },
  ({ caller, params, request }) => commitCallerSession(caller, params.id, request),
);
