/**
 * The text every comparison of the engine works on: lower case, Unicode NFKD without its combining marks (so "ą" is
 * "a"), "ł" as "l" (NFKD leaves it whole: it is a letter of its own, not an "l" with a mark), anything but letters and
 * digits as a space. Users write "wypozyczyc", "oplata" and "Wypożyczyć" alike; all three meet here.
 */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The normalised words of a text. */
export function wordsOf(text: string): string[] {
  const normal = normalizeText(text);
  return normal ? normal.split(' ') : [];
}
