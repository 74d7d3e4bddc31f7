/**
 * The texts and limits of the password, expiry and call-to-action controls, shared by the API,
 * the pages, the embed and the client forms (a plain module: no server imports).
 */
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 128;
/** The most a video summary keeps, written or typed (docs/api.md#the-video-object). */
export const SUMMARY_MAX = 1000;

export const CTA_LABEL_MAX = 40;

export const PASSWORD_REQUIRED = "Password required";
export const LINK_EXPIRED = "This link has expired";
export const INCORRECT_PASSWORD = "Incorrect password";
export const EMAIL_REQUIRED = "Email required";
/** What the email gate accepts. */
export const VIEWER_EMAIL_MAX = 254;
export const VIEWER_NAME_MAX = 100;
/** The heading of the form a gated video shows. */
export const EMAIL_GATE_TITLE = "Enter your email to watch";
/** The gate's consent line: what is done with the address. */
export const EMAIL_GATE_CONSENT =
  "The owner of this video will see your email address and how much of the video you watched.";
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

/** The dashboard's tabs (docs/product/routes-and-screens.md#dashboard). */
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

export type LibraryTab = "all" | "recent" | "favorites";

export interface SearchableVideo {
  title: string;
  description?: string | null;
}

/** Case-insensitive substring of the title or the description; a blank query keeps all. */
export function matchesSearch(video: SearchableVideo, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === "") return true;
  return (
    video.title.toLocaleLowerCase().includes(needle) ||
    (video.description ?? "").toLocaleLowerCase().includes(needle)
  );
}

export function filterVideos<V extends SearchableVideo>(videos: readonly V[], query: string): V[] {
  return videos.filter((video) => matchesSearch(video, query));
}

export interface LibraryLists<V> {
  all: readonly V[];
  recent: readonly V[];
  favorites: readonly V[];
}

/** Each tab's videos after the search. Signed-out visitors have no favourites. */
export function filterLibrary<V extends SearchableVideo>(
  lists: LibraryLists<V>,
  query: string,
  signedIn: boolean,
): Record<LibraryTab, V[]> {
  return {
    all: filterVideos(lists.all, query),
    recent: filterVideos(lists.recent, query),
    favorites: signedIn ? filterVideos(lists.favorites, query) : [],
  };
}

export interface EmptyState {
  title: string;
  description: string;
  action: "clear-search" | "record" | null;
}

/** The 'No videos found' variants: search with no match, no favourites yet, no recordings yet. */
export function emptyStateFor(tab: LibraryTab, query: string): EmptyState {
  const title = "No videos found";
  if (query.trim() !== "") {
    return {
      title,
      description: `No videos match "${query.trim()}". Try a different search term.`,
      action: "clear-search",
    };
  }
  if (tab === "favorites") {
    return {
      title,
      description: "You haven't added any videos to your favorites yet.",
      action: null,
    };
  }
  return {
    title,
    description: "You haven't created any recordings yet. Record your first video to get started.",
    action: tab === "all" ? "record" : null,
  };
}

/**
 * The edit dialog's "Link expires" choices: keep what is set, never, a preset number of days from
 * now, or the end of a picked day (never one in the past).
 */
export const LINK_EXPIRY_PRESETS = [
  { value: "1", label: "In 1 day", days: 1 },
  { value: "7", label: "In 7 days", days: 7 },
  { value: "30", label: "In 30 days", days: 30 },
] as const;

export type LinkExpiryChoice =
  "keep" | "never" | "date" | (typeof LINK_EXPIRY_PRESETS)[number]["value"];

export const PAST_DATE_MESSAGE = "Pick today or a later day: a link cannot expire in the past.";
export const NO_DATE_MESSAGE = "Pick the day the link should expire.";

const pad = (n: number) => String(n).padStart(2, "0");

/** YYYY-MM-DD of a moment in the viewer's time zone (a date input's value). */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The end of a YYYY-MM-DD day in the viewer's time zone, as an ISO time. */
function endOfLocalDay(day: string): Date {
  const [year = 0, month = 1, dayOfMonth = 1] = day.split("-").map(Number);
  return new Date(year, month - 1, dayOfMonth, 23, 59, 59, 999);
}

export type LinkExpiryResult =
  | { ok: true; change: false }
  | { ok: true; change: true; expiresAt: string | null }
  | { ok: false; message: string };

/**
 * What a choice sends as `expiresAt`: nothing when it keeps the current state (an expired date
 * left alone must not fail the save), else an ISO time or null; a missing or past day is refused
 * here, before the server sees it.
 */
export function linkExpiryChange(
  choice: LinkExpiryChoice,
  { day, current, now = new Date() }: { day: string; current: string | null; now?: Date },
): LinkExpiryResult {
  if (choice === "keep") return { ok: true, change: false };
  if (choice === "never") {
    return current === null
      ? { ok: true, change: false }
      : { ok: true, change: true, expiresAt: null };
  }
  if (choice === "date") {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return { ok: false, message: NO_DATE_MESSAGE };
    if (day < localDay(now)) return { ok: false, message: PAST_DATE_MESSAGE };
    return { ok: true, change: true, expiresAt: endOfLocalDay(day).toISOString() };
  }
  const days = LINK_EXPIRY_PRESETS.find((preset) => preset.value === choice)?.days ?? 1;
  return {
    ok: true,
    change: true,
    expiresAt: new Date(now.getTime() + days * 86_400_000).toISOString(),
  };
}

/** Whether a video is still being processed (queued or running). */
export function isProcessingStatus(status: string | null | undefined): boolean {
  return status === "processing" || status === "queued";
}
