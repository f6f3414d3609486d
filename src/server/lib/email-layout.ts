/** Escapes text for the HTML part of an e-mail. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The shared HTML frame of every e-mail (the mailer adds the company's lines at its end, adapters/mail/company-footer.ts); paragraphs are plain text, the optional button is a link. */
export function renderEmail(opts: {
  lang: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Links listed after the paragraphs (e.g. the new items of a saved search), each with its text. */
  links?: { label: string; url: string }[];
  /** Small print after the button, with a link (e.g. the unsubscribe link). */
  footnote?: { text: string; link: { label: string; url: string } };
}): string {
  const link = (l: { label: string; url: string }) =>
    `<a href="${escapeHtml(l.url)}" style="color:#15803d">${escapeHtml(l.label)}</a>`;
  const links = opts.links?.length
    ? `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.6">${opts.links.map((l) => `<li>${link(l)}</li>`).join('')}</ul>`
    : '';
  const footnote = opts.footnote
    ? `<p style="font-size:12px;color:#6b7280">${escapeHtml(opts.footnote.text)} ${link(opts.footnote.link)}</p>`
    : '';
  const ps = opts.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('');
  const button = opts.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(opts.button.url)}" style="background:#16a34a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(opts.button.label)}</a></p><p style="font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(opts.button.url)}</p>`
    : '';
  return `<!doctype html><html lang="${opts.lang}"><body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(opts.heading)}</h1>${ps}${links}${button}${footnote}</body></html>`;
}
