import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyEmailSchema } from '@/shared/schemas/auth';
import { translate } from '@/shared/i18n/messages';
import type { AppDeps } from '@/server/app-deps';
import { authenticated, requireUser } from './session-plugin';
import { resendVerification, verifyEmail } from './verification';

const answerSchema = z.object({ ok: z.literal(true), message: z.string(), email: z.string() });

export const verificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  /** Opening the e-mailed link: works signed in or not (the token is the proof), once, within 24 hours. */
  app.post(
    '/api/verify-email',
    { schema: { body: verifyEmailSchema, response: { 200: answerSchema } } },
    async (req) => {
      const { user, changed } = await verifyEmail(deps, req.body.token);
      const message = translate(req.lang, changed ? 'messages.emailChanged' : 'messages.emailVerified', {
        email: user.email,
      });
      return { ok: true as const, message, email: user.email };
    },
  );

  /** The banner's "send again": throttled to one a minute and five a day per account. */
  app.post(
    '/api/verify-email/resend',
    { onRequest: authenticated, schema: { response: { 200: answerSchema } } },
    async (req) => {
      const email = await resendVerification(deps, requireUser(req), req.lang);
      return { ok: true as const, message: translate(req.lang, 'messages.verificationSent', { email }), email };
    },
  );
};
