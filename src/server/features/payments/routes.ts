import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@/shared/schemas/common';
import {
  checkoutIntentSchema,
  createIntentBodySchema,
  refundPreviewSchema,
  rentalPaymentSchema,
  webhookAnswerSchema,
} from '@/shared/schemas/payments';
import type { AppDeps } from '@/server/app-deps';
import { BODY_LIMITS } from '@/server/lib/body-limits';
import { authenticated, requireUser } from '@/server/features/auth/public';
import { createCheckoutIntent } from './checkout';
import { refundPreviewFor, rentalPaymentFor } from './service';
import { payoutRoutes } from './payout-routes';
import { testProviderRoutes } from './test-provider-routes';
import { handleProviderEvent } from './webhook';

const rentalIdParamSchema = z.object({ rentalId: idParamSchema.shape.id });

/**
 * The provider's webhook in a scope of its own: its JSON body is kept as the raw bytes, because the signature is
 * computed over exactly those bytes (a re-serialised body would not verify). A public write (the provider has no
 * session), trusted only through the signature.
 */
const webhookRoute: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.post(
    '/api/payments/webhook',
    { bodyLimit: BODY_LIMITS.default, schema: { response: { 200: webhookAnswerSchema } } },
    async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const header = req.headers['stripe-signature'];
      await handleProviderEvent(deps, raw, typeof header === 'string' ? header : undefined, { log: req.log });
      return { received: true as const };
    },
  );
};

export const paymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(webhookRoute, deps);
  // Only when the test provider is active (it registers nothing otherwise).
  await app.register(testProviderRoutes, deps);
  await app.register(payoutRoutes, deps);

  app.post(
    '/api/payments/create-intent',
    { onRequest: authenticated, schema: { body: createIntentBodySchema, response: { 200: checkoutIntentSchema } } },
    async (req) => createCheckoutIntent(deps, requireUser(req), req.body.rentalId),
  );

  app.get(
    '/api/payments/rental/:rentalId',
    { onRequest: authenticated, schema: { params: rentalIdParamSchema, response: { 200: rentalPaymentSchema } } },
    async (req) => rentalPaymentFor(deps, requireUser(req), req.params.rentalId, req.log),
  );

  app.get(
    '/api/rentals/:id/refund-preview',
    { onRequest: authenticated, schema: { params: idParamSchema, response: { 200: refundPreviewSchema } } },
    async (req) => refundPreviewFor(deps, requireUser(req), req.params.id, deps.clock.now()),
  );
};
