import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@/shared/i18n/messages';
import { contactReference } from '@/shared/constants/contact';
import { contactSchema } from '@/shared/schemas/contact';
import type { AppDeps } from '@/server/app-deps';
import { contactMessages } from '@/server/db/tables';
import { enqueueEmail } from '@/server/effects/deliveries';
import { withEffects } from '@/server/effects/unit-of-work';
import { renderEmail } from '@/server/lib/email-layout';
import { formRateLimit } from '@/server/plugins/form-rate-limit';
import { contactAcknowledgementEmail } from './emails';

export const contactRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { config } = deps;
  app.post(
    '/api/contact',
    {
      onRequest: formRateLimit(deps, 'contact'),
      schema: {
        body: contactSchema,
        response: { 201: z.object({ id: z.number(), reference: z.string(), message: z.string() }) },
      },
    },
    async (req, reply) => {
      const { name, email, subject, message } = req.body;
      const saved = await withEffects(
        deps,
        async (tx, fx) => {
          const [row] = await tx
            .insert(contactMessages)
            .values({ name, email, subject, message, language: req.lang, userId: req.user?.id ?? null })
            .returning({ id: contactMessages.id });
          // Support works in Polish; the sender's language is noted so the reply can be in theirs.
          const lines = [`Od: ${name} <${email}>`, `Temat: ${subject}`, `Język: ${req.lang}`, '', message];
          const id = await enqueueEmail(tx, {
            to: config.SUPPORT_EMAIL,
            subject: `[Kontakt #${row.id}] ${subject} — ${name}`,
            text: lines.join('\n'),
            html: renderEmail({
              lang: 'pl',
              heading: `Wiadomość kontaktowa #${row.id}`,
              paragraphs: lines.filter(Boolean),
            }),
          });
          // The sender's acknowledgement, with the reference number, in the same transaction as the message.
          const ack = await enqueueEmail(
            tx,
            contactAcknowledgementEmail(email, req.lang, contactReference(row.id), subject),
          );
          fx.send('deliveries', [id, ack]);
          return row;
        },
        req.log,
      );
      const reference = contactReference(saved.id);
      return reply
        .status(201)
        .send({ id: saved.id, reference, message: translate(req.lang, 'messages.contactReceived', { reference }) });
    },
  );
};
