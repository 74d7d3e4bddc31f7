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
