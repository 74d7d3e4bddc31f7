import type { z } from "zod";
import { readJson } from "@/client/http/json";
import type { DirectUploadGrant } from "@/lib/storage/types";
import type { directUploadGrant } from "@/lib/storage/responses";
import type {
  PartUpload,
  presignedPartUpload,
  UploadSessionResponse,
  uploadSessionResponse,
} from "@/lib/uploads/responses";
import { PART_CONTENT_TYPE } from "@/lib/uploads/shared";
import type { videoResponse, VideoResponse } from "@/lib/videos/responses";
import type { Visibility } from "@/lib/workspaces/shared";
import { UploadHttpError, uploadFailure } from "./upload-errors";

export type { DirectUploadGrant, PartUpload };

/** Puts one part into the blob store with a grant (the browser: @vercel/blob/client). */
export type PutDirect = (grant: DirectUploadGrant, part: Blob) => Promise<void>;

/** An OK response, or throws the server's refusal (see upload-errors). */
export type UploadRequest = (path: string, init: RequestInit) => Promise<Response>;

// Answers of the blob store that a retry cannot change: the Save then falls back to one request.
const STORE_REFUSALS =
  /access denied|content type mismatch|pathname mismatch|file is too large|store does not exist|store has been suspended/i;

/** A blob store refusal as a fatal upload error; anything else (network, expiry, 5xx) stays retryable. */
export function asStoreFailure(error: unknown): unknown {
  const message = error instanceof Error ? error.message : "";
  return STORE_REFUSALS.test(message) ? new UploadHttpError(403, message) : error;
}

/** What the token route answers on S3: a presigned UploadPart URL for one part. */
type PresignedPart = Pick<z.infer<typeof presignedPartUpload>, "url" | "method">;

/**
 * Puts a part into the bucket with its presigned URL (a plain cross-origin PUT, no cookies). An
 * expired URL, a network failure or a 5xx is retried with a fresh URL; any other refusal (the
 * upload is gone, the part too large) is fatal and the Save falls back to one request.
 */
async function putPresigned(fetch: typeof globalThis.fetch, grant: PresignedPart, part: Blob) {
  const answer = await fetch(grant.url, { method: grant.method, body: part });
  if (answer.ok) return;
  const text = await answer.text().catch(() => "");
  const expired = answer.status === 403 && /expired/i.test(text);
  if (expired || answer.status >= 500) throw new Error(`The bucket answered ${answer.status}`);
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? answer.statusText;
  throw new UploadHttpError(answer.status, `The bucket refused the part: ${code}`);
}

/** Sends part `n` and answers the part numbers the server has acknowledged. */
export async function sendPart(
  how: PartUpload,
  {
    request,
    putDirect,
    fetch,
  }: { request: UploadRequest; putDirect: PutDirect | undefined; fetch: typeof globalThis.fetch },
  { sessionId, n, part }: { sessionId: string; n: number; part: Blob },
): Promise<number[]> {
  const base = `/api/uploads/${sessionId}/parts/${n}`;
  // The part's size is declared with the grant: an S3 URL is signed for exactly that length.
  const askGrant = () =>
    request(`${base}/token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ size: part.size }),
    });
  let response: Response;
  if (how === "s3") {
    await putPresigned(fetch, await readJson<typeof presignedPartUpload>(await askGrant()), part);
    response = await request(`${base}/complete`, { method: "POST" });
  } else if (how === "blob" && putDirect) {
    const grant = await readJson<typeof directUploadGrant>(await askGrant());
    await putDirect(grant, part).catch((error: unknown) => {
      throw asStoreFailure(error);
    });
    response = await request(`${base}/complete`, { method: "POST" });
  } else {
    response = await request(base, {
      method: "PUT",
      headers: { "Content-Type": PART_CONTENT_TYPE },
      body: part,
    });
  }
  const { parts } = await readJson<typeof uploadSessionResponse>(response);
  return parts.includes(n) ? parts : [...parts, n];
}

/** What the recorder's Save form sends with the video, on either upload path. */
export interface CommitFields {
  title: string;
  description: string;
  isPrivate: boolean;
  /** In a team workspace: who can watch (it wins over isPrivate on the server). */
  visibility?: Visibility;
  duration: number;
  /** The workspace the video joins; only the one-request upload sends it (a session knows it). */
  workspaceId?: number;
}

/** The form fields both POST /api/uploads/:id/commit and POST /api/videos/upload take. */
export function videoForm(fields: CommitFields): FormData {
  const form = new FormData();
  form.append("title", fields.title);
  form.append("description", fields.description);
  form.append("isPrivate", String(fields.isPrivate));
  if (fields.visibility) form.append("visibility", fields.visibility);
  form.append("duration", String(fields.duration));
  return form;
}

/**
 * The browser's side of /api/uploads (docs/api.md#upload-sessions): every call answers the server's
 * data or throws an
 * UploadHttpError carrying its message. Retrying and ordering are the uploader's business.
 */
export function uploadSessionApi(fetch: typeof globalThis.fetch) {
  const request = async (path: string, init: RequestInit): Promise<Response> => {
    const response = await fetch(path, { ...init, credentials: "include" });
    if (!response.ok) throw await uploadFailure(response);
    return response;
  };

  return {
    /**
     * Opens a session; `partUpload` says whether parts go through the server, to the blob store or
     * to S3, and `minPartBytes` how much every part but the last must hold. `throughServer` asks
     * for the server path (parts already cut too small for S3).
     */
    async create(
      contentType: string,
      {
        throughServer = false,
        workspaceId,
      }: { throughServer?: boolean; workspaceId?: number } = {},
    ): Promise<{ id: string; partUpload: PartUpload; minPartBytes: number }> {
      const response = await request("/api/uploads", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          contentType,
          ...(throughServer ? { partUpload: "server" } : {}),
          ...(workspaceId === undefined ? {} : { workspaceId }),
        }),
      });
      const session = await readJson<typeof uploadSessionResponse>(response);
      // An older server answered neither partUpload nor minPartBytes.
      return {
        id: session.id,
        partUpload: session.partUpload ?? "server",
        minPartBytes: session.minPartBytes ?? 1,
      };
    },

    /**
     * Opens a session for a file from the disk (its content is probed at commit), for the
     * workspace the video joins (absent: the caller's personal one).
     */
    async createForFile(
      file: { name: string; size: number; type: string },
      workspaceId?: number,
    ): Promise<{ id: string; partUpload: PartUpload; minPartBytes: number }> {
      const response = await request("/api/uploads", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          source: "upload",
          fileName: file.name,
          size: file.size,
          mimeType: file.type || undefined,
          ...(workspaceId === undefined ? {} : { workspaceId }),
        }),
      });
      return readJson<typeof uploadSessionResponse>(response);
    },

    /** The session's state and the part numbers the server has acknowledged. */
    async state(sessionId: string): Promise<UploadSessionResponse> {
      const response = await request(`/api/uploads/${sessionId}`, { method: "GET" });
      return readJson<typeof uploadSessionResponse>(response);
    },

    /** The part numbers the server has acknowledged. */
    async acknowledgedParts(sessionId: string): Promise<number[]> {
      const response = await request(`/api/uploads/${sessionId}`, { method: "GET" });
      return (await readJson<typeof uploadSessionResponse>(response)).parts;
    },

    /** Sends part `n` the session's way; answers the acknowledged part numbers. */
    sendPart(
      how: PartUpload,
      putDirect: PutDirect | undefined,
      part: { sessionId: string; n: number; part: Blob },
    ): Promise<number[]> {
      return sendPart(how, { request, putDirect, fetch }, part);
    },

    /** Joins the session's parts into a video. */
    async commit(sessionId: string, form: FormData): Promise<VideoResponse> {
      const response = await request(`/api/uploads/${sessionId}/commit`, {
        method: "POST",
        body: form,
      });
      return readJson<typeof videoResponse>(response);
    },

    /** Drops the session and its parts; a failure is ignored (the server expires it after a day). */
    async remove(sessionId: string): Promise<void> {
      await fetch(`/api/uploads/${sessionId}`, { method: "DELETE", credentials: "include" }).catch(
        () => undefined,
      );
    },
  };
}

export type UploadSessionApi = ReturnType<typeof uploadSessionApi>;
