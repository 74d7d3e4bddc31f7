/** A member (or someone an offer or request names) as the settings show them. */
export const memberName = (person: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}): string =>
  [person.firstName, person.lastName].filter(Boolean).join(" ") || person.email || "Member";
