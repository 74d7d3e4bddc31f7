import "server-only";
import { z } from "zod";
import { gatedViewers } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { config } from "@/lib/config";
import { enforceAddressLimits, tryAgainIn } from "@/lib/rate-limit";
import { signViewerPass } from "@/lib/access/rules/viewer-pass";
import {
  GUESTS_PER_ADDRESS_PER_HOUR,
  GUESTS_PER_VIDEO_PER_HOUR,
  MAX_GUEST_NAME_LENGTH,
} from "./shared";

/** The fields a guest signs a comment or reaction with (both routes' bodies take them). */
export const guestFields = {
  guestName: z
    .string({ error: "guestName must be a string" })
    .trim()
    .min(1, { error: "guestName must not be empty" })
    .max(MAX_GUEST_NAME_LENGTH, {
      error: `guestName must be at most ${MAX_GUEST_NAME_LENGTH} characters`,
    })
    .optional()
    .describe("Without an account: the name shown with the comment or reaction"),
  guestEmail: z
    .email({ error: "guestEmail must be a valid email address" })
    .max(320)
    .transform((email) => email.toLowerCase())
    .optional()
    .describe("Without an account, optional: seen only by the video's owner, never by viewers"),
};

export interface GuestIdentity {
  guestName?: string;
  guestEmail?: string;
}

const HOUR_SECONDS = 60 * 60;

/**
 * A viewer without an account becomes a guest of the video under the name they typed: stored as
 * a gated viewer (the email optional, so it opens no email gate), named by a viewer cookie so the
 * same browser keeps the same name. New guests are limited per browser address and per video, so
 * a script cannot fill the table. Answers the guest's id and the cookie value to set.
 */
export async function createGuest(
  db: DbOrTx,
  {
    videoId,
    addressKey,
    identity,
  }: {
    videoId: number;
    addressKey: string | null;
    identity: Required<Pick<GuestIdentity, "guestName">> & GuestIdentity;
  },
): Promise<{ gatedViewerId: number; viewerPass: string }> {
  await enforceAddressLimits(db, {
    scope: `guest-author:${videoId}`,
    addressKey,
    perAddress: { limit: GUESTS_PER_ADDRESS_PER_HOUR, windowSeconds: HOUR_SECONDS },
    unknownAddresses: "shared",
    ceiling: {
      key: `guest-author-video:${videoId}`,
      limit: GUESTS_PER_VIDEO_PER_HOUR,
      windowSeconds: HOUR_SECONDS,
    },
    message: (seconds) => `Too many guests from here. ${tryAgainIn(seconds)}`,
  });
  const [saved] = await db
    .insert(gatedViewers)
    .values({ videoId, name: identity.guestName, email: identity.guestEmail ?? null })
    .returning({ id: gatedViewers.id });
  if (!saved) throw new Error("guest not stored");
  const viewerPass = signViewerPass(config().authSecret, { videoId, gatedViewerId: saved.id });
  return { gatedViewerId: saved.id, viewerPass };
}
