import type { RouteName } from '@/shared/constants/routes';

/**
 * The legal texts' one piece of markup: a link written `[label](href)`, where href is `route:<name>` (the page in the
 * reader's language, optionally with `#anchor`), `mailto:`, `tel:` or `https:`. The page renders it as a link; the
 * paragraph stays a plain string, so the texts remain data.
 */
export const link = (label: string, href: string) => `[${label}](${href})`;
export const routeLink = (label: string, name: RouteName, anchor?: string) =>
  link(label, `route:${name}${anchor ? `#${anchor}` : ''}`);
export const mailLink = (email: string) => link(email, `mailto:${email}`);
export const telLink = (phone: string) => link(phone, `tel:${phone.replace(/[^\d+]/g, '')}`);

export type Piece = { text: string } | { text: string; href: string };

/** Splits a paragraph into text and links. */
export function parseLinks(paragraph: string): Piece[] {
  const pieces: Piece[] = [];
  const re = /\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (let m = re.exec(paragraph); m; m = re.exec(paragraph)) {
    if (m.index > last) pieces.push({ text: paragraph.slice(last, m.index) });
    pieces.push({ text: m[1], href: m[2] });
    last = m.index + m[0].length;
  }
  if (last < paragraph.length) pieces.push({ text: paragraph.slice(last) });
  return pieces;
}

/** A paragraph as plain text (links by their labels): for tests and descriptions. */
export const plainText = (paragraph: string) =>
  parseLinks(paragraph)
    .map((p) => p.text)
    .join('');
