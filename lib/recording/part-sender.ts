import type { DirectUploadGrant } from "@/lib/storage/types";
import { PART_CONTENT_TYPE } from "@/lib/upload-sessions/limits";
import type { PartUpload } from "@/lib/upload-sessions/serialize";
import { UploadHttpError } from "./upload-errors";

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

/** Sends part `n` and answers the part numbers the server has acknowledged. */
export async function sendPart(
  how: PartUpload,
  { request, putDirect }: { request: UploadRequest; putDirect: PutDirect | undefined },
  { sessionId, n, part }: { sessionId: string; n: number; part: Blob },
): Promise<number[]> {
  const base = `/api/uploads/${sessionId}/parts/${n}`;
  let response: Response;
  if (how === "blob" && putDirect) {
    const grant = (await (
      await request(`${base}/token`, { method: "POST" })
    ).json()) as DirectUploadGrant;
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
  const { parts } = (await response.json()) as { parts: number[] };
  return parts.includes(n) ? parts : [...parts, n];
}
