import "server-only";
import { requireUser, type Caller } from "@/lib/auth/caller";
import { getDb } from "@/db/client";
import { getStorage } from "@/lib/storage";
import { commitSession } from "./commit";
import { completeDirectPart, grantPartUpload } from "./direct-parts";
import { abortSession, createSession, getSessionStatus, putPart } from "./sessions";

export { cleanupAbandonedSessions } from "./sessions";

/** The route handlers' calls: signed-in users only (401), each on the caller's own sessions. */
export async function createCallerSession(caller: Caller, contentType: string): Promise<Response> {
  const session = await createSession(await getDb(), getStorage(), {
    userId: requireUser(caller),
    contentType,
  });
  return Response.json(session, { status: 201 });
}

export async function getCallerSession(caller: Caller, sessionId: string) {
  return getSessionStatus(await getDb(), getStorage(), { sessionId, userId: requireUser(caller) });
}

export async function putCallerPart(
  caller: Caller,
  sessionId: string,
  partNumber: number,
  request: Request,
) {
  const userId = requireUser(caller);
  return putPart(await getDb(), getStorage(), { sessionId, userId, partNumber, request });
}

export async function grantCallerPartUpload(caller: Caller, sessionId: string, partNumber: number) {
  const userId = requireUser(caller);
  return grantPartUpload(await getDb(), getStorage(), { sessionId, userId, partNumber });
}

export async function completeCallerDirectPart(
  caller: Caller,
  sessionId: string,
  partNumber: number,
) {
  const userId = requireUser(caller);
  return completeDirectPart(await getDb(), getStorage(), { sessionId, userId, partNumber });
}

export async function abortCallerSession(caller: Caller, sessionId: string): Promise<Response> {
  await abortSession(await getDb(), getStorage(), { sessionId, userId: requireUser(caller) });
  return new Response(null, { status: 204 });
}

export async function commitCallerSession(
  caller: Caller,
  sessionId: string,
  request: Request,
): Promise<Response> {
  const userId = requireUser(caller);
  const { video, created } = await commitSession(await getDb(), getStorage(), {
    sessionId,
    userId,
    request,
  });
  return Response.json(video, { status: created ? 201 : 200 });
}
