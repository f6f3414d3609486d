/** A piece of an answer: plain text, or a link to a path of this site. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; label: string; href: string };

/** `[label](target)`: the only markup an answer carries (src/shared/schemas/chatbot.ts). */
const MARKDOWN_LINK = /\[([^\]\n]+)\]\(([^()\s]*)\)/g;

/**
 * A path of this site: one leading slash, not two (`//evil.example` is another host) and no backslash (browsers read
 * `/\evil.example` as `//evil.example`), nor any control character.
 */
export function isSitePath(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses.
  return /^\/(?![/\\])/.test(href) && !/[\\\u0000-\u001f\u007f]/.test(href);
}

/**
 * An answer split into text and links. Only a link to a path of this site becomes a link; any other (`javascript:`,
 * `https://…`, `//host`) stays the text it was written as, so nothing an answer holds can take the reader elsewhere.
 */
export function parseMessage(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    const [whole, label, href] = match;
    plain += text.slice(last, match.index);
    last = match.index + whole.length;
    if (isSitePath(href)) {
      if (plain) parts.push({ kind: 'text', text: plain });
      parts.push({ kind: 'link', label, href });
      plain = '';
    } else {
      plain += whole;
    }
  }
  plain += text.slice(last);
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}
