import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PaymentProviderError } from '@/server/adapters/payments/provider';
import { testPaymentMethodSchema } from '@/server/adapters/payments/test-methods';
import {
  isTestProvider,
  type SignedEvent,
  type TestConfirmOutcome,
  type TestPaymentProvider,
} from '@/server/adapters/payments/test-provider';
import type { AppDeps } from '@/server/app-deps';
import { AppError } from '@/server/lib/errors';
import { todayIso } from '@/shared/domain/dates';
import { payoutAccountStatus } from '@/shared/domain/payouts';
import { onboardingAnswerSchema, onboardingBodySchema } from '@/shared/schemas/payouts';
import { handleProviderEvent } from './webhook';

const clientSecretSchema = z.string().min(1).max(200);

const confirmBodySchema = z.object({ clientSecret: clientSecretSchema, paymentMethod: testPaymentMethodSchema });
const authenticateBodySchema = z.object({ clientSecret: clientSecretSchema, outcome: z.enum(['approve', 'fail']) });
const answerSchema = z.object({
  status: z.enum(['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled']),
  paymentIntentId: z.string(),
  nextAction: z.object({ type: z.literal('redirect'), url: z.string() }).optional(),
});

/**
 * The event reaches the same handler as Stripe's, in this process, through the same signature check. The intent's
 * state is already committed; should the handler fail, the payment catches up when the payments feature re-reads the
 * intent, so the answer still tells the browser what happened to its payment.
 */
async function deliver(deps: AppDeps, event: SignedEvent | null, log: FastifyBaseLogger): Promise<void> {
  if (!event) return;
  try {
    await handleProviderEvent(deps, event.rawBody, event.signature, { log });
  } catch (err) {
    log.error({ err }, 'test provider event not applied');
  }
}

async function answer(deps: AppDeps, outcome: TestConfirmOutcome | null, log: FastifyBaseLogger) {
  if (!outcome) throw new AppError('NOT_FOUND');
  await deliver(deps, outcome.event, log);
  if (outcome.decline) throw new AppError('PAYMENT_DECLINED', undefined, {}, {}, `paymentDeclines.${outcome.decline}`);
  return {
    status: outcome.intent.status,
    paymentIntentId: outcome.intent.id,
    ...(outcome.nextAction ? { nextAction: outcome.nextAction } : {}),
  };
}

/**
 * An intent cancelled or already paid (Stripe's payment_intent_unexpected_state: no second charge, issue 19 §6), or
 * one not waiting for the step asked for, is a conflict of state, not a decline; no money moves.
 */
async function asConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof PaymentProviderError && e.providerCode === 'payment_intent_unexpected_state')
      throw new AppError('PAYMENT_INTENT_UNEXPECTED_STATE');
    if (e instanceof PaymentProviderError && e.kind === 'invalid_request') throw new AppError('CONFLICT');
    throw e;
  }
}

/**
 * What Stripe.js and Stripe's hosted pages do for the test provider: confirming with a payment method and the
 * authentication step (3-D Secure, the Przelewy24 bank page). Public like Stripe's, the client secret being the
 * capability (it names one intent and is given only to its renter); absent unless the test provider is active.
 */
export const testProviderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  if (!isTestProvider(deps.payments)) return;
  const provider: TestPaymentProvider = deps.payments;

  app.post(
    '/api/payments/test-provider/confirm',
    { schema: { body: confirmBodySchema, response: { 200: answerSchema } } },
    async (req) => answer(deps, await asConflict(() => provider.confirm(req.body)), req.log),
  );

  // The test provider's onboarding page (issue 24 §1, §5): what Stripe's hosted onboarding asks, checked as the page
  // checks it; the link's token is the capability (as Stripe's one-time Account Link). The account.updated event goes
  // through the same handler as Stripe's.
  app.post(
    '/api/payments/test-provider/onboarding',
    { schema: { body: z.record(z.string(), z.unknown()), response: { 200: onboardingAnswerSchema } } },
    async (req) => {
      const parsed = onboardingBodySchema(todayIso(deps.clock.now())).safeParse(req.body);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
        throw new AppError('VALIDATION_FAILED', fields);
      }
      const { url, ...fields } = parsed.data;
      const done = await provider.completeOnboarding({ url, fields });
      if (done.kind === 'not_found') throw new AppError('NOT_FOUND');
      if (done.kind === 'expired') throw new AppError('ONBOARDING_LINK_EXPIRED');
      await deliver(deps, done.event, req.log);
      return { status: payoutAccountStatus(done.account), returnUrl: done.returnUrl };
    },
  );

  app.post(
    '/api/payments/test-provider/authenticate',
    { schema: { body: authenticateBodySchema, response: { 200: answerSchema } } },
    async (req) => answer(deps, await asConflict(() => provider.authenticate(req.body)), req.log),
  );
};
