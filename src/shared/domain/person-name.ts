/**
 * How a person is named to anyone but themselves and the other party of a paid rental (issue 26 §4, decision 0068):
 * the first name and the surname's initial, "Anna K.", never the whole surname. The public profile, the owner card
 * and reviews all use this one function.
 */

/** The words of a name, split on spaces and hyphens, lower-cased for comparison. */
const wordsOf = (s: string) =>
  s
    .toLocaleLowerCase('pl')
    .split(/[\s-]+/)
    .filter(Boolean);

/** "K." from "Kowalska" (also "Ł." from "łukasiewicz", "N." from "Nowak-Kowalska"); null without a surname. */
export function surnameInitial(lastName: string | null | undefined): string | null {
  const letter = Array.from(lastName?.trim() ?? '').find((c) => /\p{L}/u.test(c));
  return letter ? `${letter.toLocaleUpperCase('pl')}.` : null;
}

/**
 * The first name as others may see it: a first name that repeats the surname ("Anna Kowalska" typed into the
 * first-name field) loses those words, so the surname never shows through it; null when nothing is left.
 */
export function publicFirstName(firstName: string | null | undefined, lastName: string | null | undefined) {
  const surname = new Set(wordsOf(lastName ?? ''));
  const first = (firstName ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => w && !wordsOf(w).some((part) => surname.has(part)))
    .join(' ');
  return first || null;
}

/**
 * "Anna K.": the public first name and the surname's initial; the first name alone without a surname; '' without a
 * first name (the client says "user" in its language).
 */
export function shortName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = publicFirstName(firstName, lastName);
  if (!first) return '';
  const initial = surnameInitial(lastName);
  return initial ? `${first} ${initial}` : first;
}
