/**
 * The texts and limits of the password, expiry and call-to-action controls, shared by the API,
 * the pages, the embed and the client forms (a plain module: no server imports).
 */
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 128;
/** The most a video summary keeps, written or typed (docs/api.md#the-video-object). */
export const SUMMARY_MAX = 1000;

export const CTA_LABEL_MAX = 40;

/** What the email gate accepts. */
export const VIEWER_EMAIL_MAX = 254;
export const VIEWER_NAME_MAX = 100;
/** The heading of the form a gated video shows. */
export const EMAIL_GATE_TITLE = "Enter your email to watch";
/** The gate's consent line: what is done with the address. */
export const EMAIL_GATE_CONSENT =
  "The owner of this video will see your email address and how much of the video you watched.";
/** What the email gate shows of the video it closes (lib/access/gate-preview.ts reads it). */
export interface GatePreview {
  title: string;
  /** The thumbnail's media URL, as the lists give it; null when the video has none yet. */
  thumbnailUrl: string | null;
  ownerName: string;
  /** The team workspace the video is in; null for a personal workspace. */
  workspaceName: string | null;
}

/** The gate's line naming who sent the video: the owner, and the team workspace when there is one. */
export const gateSender = ({ ownerName, workspaceName }: GatePreview): string =>
  workspaceName ? `Shared by ${ownerName} · ${workspaceName}` : `Shared by ${ownerName}`;
/** The heading of the form a locked video shows. */
export const PASSWORD_FORM_TITLE = "This video is password protected";
/** The only thing a link preview of an email-gated video shows. */
export const GATED_TITLE = "Email required to watch";
/** The only thing a link preview of a protected video shows. */
export const PROTECTED_TITLE = "Password-protected video";

/** A link preview's stand-in for a protected video: no title, description or thumbnail. */
export const protectedPreview = (id: number, title: string = PROTECTED_TITLE) => ({
  id,
  title,
  description: title,
  duration: 0,
  thumbnailUrl: null,
  videoUrl: null,
  user: null,
});

/** Said where an upload no browser plays (HEVC, ProRes, AVI) would play, once converting failed. */
export const CONVERSION_FAILED = "This file could not be converted for the web.";

/**
 * Whether the player must wait for the MP4 that processing makes: the original is not one a
 * browser plays (HEVC, ProRes, AVI) and no web version exists yet. `failed` when it never will.
 */
export function webVersionState(video: {
  originalPlayable: boolean;
  processingStatus: string;
}): "ready" | "waiting" | "failed" {
  if (video.originalPlayable || video.processingStatus === "completed") return "ready";
  return video.processingStatus === "failed" ? "failed" : "waiting";
}

/** Whether a video is still being processed (queued or running). */
export function isProcessingStatus(status: string | null | undefined): boolean {
  return status === "processing" || status === "queued";
}

/** The transcript is on its way (queued or being made): the page shows it coming and polls. */
export function isTranscriptPending(status: string | null | undefined): boolean {
  return status === "queued" || status === "running";
}
