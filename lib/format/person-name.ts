/** The parts of a person's name the app keeps (users, comment authors, viewers). */
export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
}

/** A person as the product shows them: first plus last name, or 'User' when neither is known. */
export function authorDisplayName(user: PersonName | null | undefined): string {
  const name = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || "User";
}

/**
 * A viewer named at a video's email gate: "Pat (pat@prospect.example)", or the address alone; a
 * guest who gave a name alone (to comment or react), by that name.
 */
export function gatedViewerName({
  name,
  email,
}: {
  name: string | null;
  email: string | null;
}): string {
  if (!email) return name ?? "Guest";
  return name ? `${name} (${email})` : email;
}

/** A tracked link's recipient as the owner knows them: "Jane (Acme)", or the name alone. */
export function recipientLabel({
  recipientName,
  company,
}: {
  recipientName: string;
  company: string | null;
}): string {
  return company ? `${recipientName} (${company})` : recipientName;
}

/**
 * The same viewer as a notification shows them: the video's owner, who gated it, sees the address;
 * anyone else (a commenter they replied to) only the name they gave, as the comment list shows it.
 */
export function gatedViewerNameFor(
  viewer: { name: string | null; email: string | null },
  seenByVideoOwner: boolean,
): string {
  return seenByVideoOwner ? gatedViewerName(viewer) : (viewer.name ?? "Guest");
}

// Honorifics a greeting skips: "Hi Jane", not "Hi Dr.".
const HONORIFIC = /^(mr|mrs|ms|mx|dr|prof)\.?$/iu;

/**
 * The name to greet someone by: the first word of the name they were given, past an honorific
 * ("Jane Doe" and "Dr. Jane Doe" are greeted "Jane"); the whole name when it is one word.
 */
export function greetingName(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  const named = words.find((word) => !HONORIFIC.test(word));
  return named ?? words[0] ?? fullName;
}
