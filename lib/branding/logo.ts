import "server-only";
import type { DbOrTx } from "@/db/types";
import { badRequest, tooLarge, unsupportedMediaType } from "@/lib/errors";
import { BodyTooLargeError } from "@/lib/http/body";
import type { IncomingBody } from "@/lib/http/incoming-body";
import { sniffImage } from "@/lib/media/sniff";
import type { Storage } from "@/lib/storage";
import { randomSuffix } from "@/lib/storage/keys";
import { brandingRow } from "./queries";
import { resizeLogo } from "./resize";
import { BRANDING_MESSAGES, LOGO_TYPES, MAX_LOGO_BYTES, type BrandingResponse } from "./shared";
import { assertMayBrand, writeBranding } from "./update";

/** A new key per upload: its name is the logo URL's version, so the URL can be cached for ever. */
const logoKeyFor = (workspaceId: number, now = Date.now()) =>
  `branding/${workspaceId}/logo-${now}-${randomSuffix(6)}.png`;

async function removeQuietly(storage: Storage, key: string | null): Promise<void> {
  if (!key) return;
  try {
    await storage.delete([key]);
  } catch (error) {
    // The row no longer points at it; a leftover file is only wasted space.
    console.warn("[branding] could not delete logo", key, error);
  }
}

/** The uploaded image: image/* declared, 1 MB at most, PNG, JPEG or WebP by its first bytes. */
async function readLogo(body: IncomingBody): Promise<Uint8Array> {
  const declared = body.contentType.toLowerCase();
  if (!declared.startsWith("image/")) throw unsupportedMediaType(BRANDING_MESSAGES.notAnImage);
  let bytes: Uint8Array;
  try {
    bytes = await body.bytes(MAX_LOGO_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw tooLarge(BRANDING_MESSAGES.tooLarge);
    throw error;
  }
  if (bytes.byteLength === 0) throw badRequest(BRANDING_MESSAGES.empty);
  const sniffed = sniffImage(bytes);
  if (!sniffed || !(LOGO_TYPES as readonly string[]).includes(sniffed.contentType)) {
    throw unsupportedMediaType(BRANDING_MESSAGES.notAnImage);
  }
  return bytes;
}

/** PUT /api/workspaces/{wid}/branding/logo: checked before the body is read, then resized. */
export async function putLogo(
  db: DbOrTx,
  storage: Storage,
  { workspaceId, userId, body }: { workspaceId: number; userId: string; body: IncomingBody },
): Promise<BrandingResponse> {
  await assertMayBrand(db, { workspaceId, userId });
  const png = await resizeLogo(await readLogo(body));
  if (!png) throw badRequest(BRANDING_MESSAGES.unreadable);
  const previous = (await brandingRow(db, workspaceId)).logoKey;
  const key = logoKeyFor(workspaceId);
  await storage.put(key, png, {
    contentType: "image/png",
    metadata: { workspaceId: String(workspaceId), uploadedAt: new Date().toISOString() },
  });
  const response = await writeBranding(db, workspaceId, { logoKey: key });
  await removeQuietly(storage, previous);
  return response;
}

/** DELETE /api/workspaces/{wid}/branding/logo: owners and admins, on any plan. */
export async function deleteLogo(
  db: DbOrTx,
  storage: Storage,
  { workspaceId, userId }: { workspaceId: number; userId: string },
): Promise<BrandingResponse> {
  await assertMayBrand(db, { workspaceId, userId, plan: false });
  const previous = (await brandingRow(db, workspaceId)).logoKey;
  const response = await writeBranding(db, workspaceId, { logoKey: null });
  await removeQuietly(storage, previous);
  return response;
}

/** Long enough to be "for ever": a new logo has a new URL. */
const LOGO_CACHE = "public, max-age=31536000, immutable";
/** A URL naming an older logo answers the current one briefly (emails keep old URLs). */
const STALE_LOGO_CACHE = "public, max-age=300";

/** GET /api/workspaces/{wid}/branding/logo?v=: public, like the pages that show it. */
export async function serveLogo(
  db: DbOrTx,
  storage: Storage,
  { workspaceId, version }: { workspaceId: number; version: string | undefined },
): Promise<Response> {
  const { logoKey } = await brandingRow(db, workspaceId);
  const got = logoKey ? await storage.get(logoKey) : null;
  if (!logoKey || !got) {
    return Response.json(
      { message: "This workspace has no logo", code: "media_not_found" },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  const current = logoKey
    .split("/")
    .pop()
    ?.replace(/\.png$/, "");
  return new Response(got.body, {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(got.object.size),
      "Cache-Control": version === current ? LOGO_CACHE : STALE_LOGO_CACHE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
