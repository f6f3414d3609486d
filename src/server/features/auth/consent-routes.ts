import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TERMS_VERSION } from '@/shared/domain/legal';
import { AcceptTermsBodySchema } from '@/shared/schemas/legal';
import { userEnvelopeSchema } from '@/shared/schemas/users';
import { AppError } from '@/server/lib/errors';
import type { AuthRoutesOptions } from './routes';
import { consentOrigin, recordTermsAcceptance } from './consent';
import { authenticated, requireUser } from './session-plugin';

export const consentRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, deps) => {
  const { db, privateUserOf } = deps;

  /**
   * Accepting the terms a signed-in user was shown (issue 27 §6). The version is the one the screen showed: a tab
   * opened before a new version cannot accept what it did not show (409). Accepting the same version again is 200 and
   * records nothing new.
   */
  app.post(
    '/api/users/me/accept-terms',
    { onRequest: authenticated, schema: { body: AcceptTermsBodySchema, response: { 200: userEnvelopeSchema } } },
    async (req) => {
      const me = requireUser(req);
      if (req.body.version !== TERMS_VERSION) throw new AppError('TERMS_VERSION_OUTDATED');
      const now = deps.clock.now();
      const updated = await db.transaction((tx) => recordTermsAcceptance(tx, me.id, now, consentOrigin(req)));
      return { user: await privateUserOf(db, updated ?? me, now) };
    },
  );
};
