import "server-only";
import { randomBytes } from "node:crypto";

/** 24 random bytes (192 bits), base64url: 32 characters that cannot be guessed or counted. */
export const newLinkToken = (): string => randomBytes(24).toString("base64url");

/** The viewer key of a tracked link's recipient: views, sessions and clicks are filed under it. */
export const linkViewerKey = (linkId: number): string => `${LINK_VIEWER_KEY_PREFIX}${linkId}`;

/** linkViewerKey's prefix, for statements that find the link themselves (the watch beacon). */
export const LINK_VIEWER_KEY_PREFIX = "link:";

/** The viewer key of a viewer who gave an email at the video's gate (gated_viewers.id). */
export const gatedViewerKey = (gatedViewerId: number): string =>
  `${GATED_VIEWER_KEY_PREFIX}${gatedViewerId}`;

/** gatedViewerKey's prefix, for statements that find the gated viewer themselves (the beacon). */
export const GATED_VIEWER_KEY_PREFIX = "gated:";
