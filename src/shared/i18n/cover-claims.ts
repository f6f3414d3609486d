/**
 * Phrasings that say a person, an item or a rental is insured (issue 25 §4). No insurer stands behind the insurance an
 * owner may require, so no shown text may say so (decision 0063); naming the requirement ("Wymagaj ubezpieczenia",
 * "Require insurance") and saying there is no insurer stay allowed. The tests over every client, shared and help text
 * use it; when an insurer is configured, the texts that may claim cover come with it and this list with them.
 */
const COVER_CLAIMS = [
  // ubezpieczony, ubezpieczona, ubezpieczone, ubezpieczonych; "ubezpieczeni" (the insured, plural)
  /\bubezpieczon\p{L}*/giu,
  /\bubezpieczeni(?!\p{L})/giu,
  // objęty / objęte ubezpieczeniem, chroni(e) polisa
  /\bobj[eę]t\p{L}* ubezpieczeniem/giu,
  /\binsured\b/gi,
  /\bcovered by (?:an? |the |our )?(?:insurance|policy|insurer)\b/gi,
  /\binsurance (?:covers|protects)\b/gi,
];

/** The cover claims found in `text`, as written; empty when it claims none. */
export function coverClaims(text: string): string[] {
  return COVER_CLAIMS.flatMap((re) => [...text.matchAll(re)].map((m) => m[0]));
}
