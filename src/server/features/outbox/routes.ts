import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '@/server/app-deps';
import { outbox } from '@/server/db/tables';
import { escapeHtml } from '@/server/lib/email-layout';
import { thisMachineOrAdmin } from './local-request';

/** Makes the (already escaped) URLs of a message clickable. */
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

const entrySchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * The development outbox: what would have been e-mailed or texted. Registered only outside production,
 * so there both paths fall through to the 404 handler. Even in development it holds password-reset links, so it
 * answers only this machine (local-request.ts) or a signed-in administrator; anyone else gets 403.
 */
export const outboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.addHook('onRequest', thisMachineOrAdmin(config.publicUrl));

  const latest = async (channel?: 'email' | 'sms') =>
    (
      await db
        .select()
        .from(outbox)
        .where(channel ? eq(outbox.channel, channel) : undefined)
        .orderBy(desc(outbox.id))
        .limit(200)
    ).map((m) => ({
      ...m,
      createdAt: m.createdAt.toISOString(),
    }));

  // ?channel=sms: the texted codes only (end-to-end tests read phone codes here), however many e-mails came after.
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        querystring: z.object({ channel: z.enum(['email', 'sms']).optional() }),
        response: { 200: z.array(entrySchema) },
      },
    },
    (req) => latest(req.query.channel),
  );

  app.get('/dev/outbox', async (_req, reply) => {
    const entries = await latest();
    const rows = entries
      .map(
        (m) => `<article class="msg">
  <header><strong>${escapeHtml(m.subject || '(SMS)')}</strong><span>${escapeHtml(m.channel)} → ${escapeHtml(m.to)}</span><time datetime="${m.createdAt}">${escapeHtml(m.createdAt)}</time></header>
  <pre>${linkify(escapeHtml(m.text))}</pre>
  ${m.html ? `<details><summary>HTML</summary><iframe sandbox="" title="HTML ${m.id}" srcdoc="${escapeHtml(m.html)}"></iframe></details>` : ''}
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:900px;margin:0 auto;padding:16px;color:#111827}
.note{background:#fef3c7;padding:8px 12px;border-radius:6px}.msg{border:1px solid #e5e7eb;border-radius:8px;padding:12px;margin:12px 0}
header{display:flex;flex-wrap:wrap;gap:12px;align-items:baseline}pre{white-space:pre-wrap;word-break:break-word;background:#f9fafb;padding:8px}
iframe{width:100%;height:360px;border:1px solid #e5e7eb}a{color:#15803d}</style></head>
<body><main><h1>Dev outbox</h1><p class="note">Development only: no e-mail or SMS leaves this machine. Newest first. Links in messages are clickable.</p>
${entries.length ? rows : '<p>No messages yet.</p>'}</main></body></html>`);
  });
};
