import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/errors';

/**
 * Forms anyone can send without an account (register, forgot-password, contact) cost us an argon2 hash or an
 * e-mail each; they are limited per address (FORM_RATE_LIMIT_PER_HOUR, one shared budget per route) and answered
 * 429 with Retry-After past it. The counters live in the process (one app process today; see docs/decisions/0003).
 * Routes opt in with `config: { rateLimit: formRateLimit(config) }`.
 */
export default fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => {
      const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
      return new AppError('RATE_LIMITED', undefined, { seconds }, { 'retry-after': String(seconds) });
    },
  });
});

export function formRateLimit(config: Config) {
  return { max: config.FORM_RATE_LIMIT_PER_HOUR, timeWindow: 3600 * 1000 };
}
