/** The avatar's letters (spec 02 §2): initials of first and last name, else the first letter of the e-mail. */
export function userInitials(user: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string {
  const first = user.firstName?.trim().charAt(0) ?? '';
  const last = user.lastName?.trim().charAt(0) ?? '';
  if (first && last) return (first + last).toLocaleUpperCase('pl');
  return (user.email?.trim().charAt(0) ?? '?').toLocaleUpperCase('pl');
}

/** "Anna Kowalska", else the e-mail. */
export function userDisplayName(user: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string {
  const name = [user.firstName, user.lastName]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return name || user.email || '';
}
