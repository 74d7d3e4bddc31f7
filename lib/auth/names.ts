import "server-only";

/** First and last name from a provider profile: explicit given/family names win, else split the display name. */
export function splitName(input: {
  name?: string | null;
  givenName?: string | null;
  familyName?: string | null;
  email?: string | null;
}): { firstName: string | null; lastName: string | null } {
  if (input.givenName || input.familyName) {
    return {
      firstName: input.givenName?.trim() || null,
      lastName: input.familyName?.trim() || null,
    };
  }
  const name = input.name?.trim() || input.email?.split("@")[0]?.trim() || "";
  if (!name) return { firstName: null, lastName: null };
  const parts = name.split(/\s+/);
  const firstName = parts.shift() ?? null;
  return { firstName, lastName: parts.length > 0 ? parts.join(" ") : null };
}
