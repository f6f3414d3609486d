import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '@/server/app-deps';
import { addressKey } from '@/server/lib/address-key';
import { consumeRateLimit, type RateLimitKind } from '@/server/limits/rate-limit';

export type FormKind = Extract<RateLimitKind, 'registrations' | 'passwordResets' | 'contact'>;

/**
 * Forms anyone can send without an account (register, forgot-password, contact) cost us an argon2 hash or an
 * e-mail each; they are limited per address (IPv6: per /64), FORM_RATE_LIMIT_PER_HOUR an hour for each form, in
 * PostgreSQL so that every app process shares the counters, answered 429 with Retry-After and a message naming the
 * form ("too many registrations"). Routes add it as an `onRequest` hook: refused before the body is read.
 */
export function formRateLimit({ db, config, clock }: Pick<AppDeps, 'db' | 'config' | 'clock'>, kind: FormKind) {
  return async (req: FastifyRequest) => {
    await consumeRateLimit(
      db,
      [{ key: `form:${kind}:${addressKey(req.ip)}`, limit: config.FORM_RATE_LIMIT_PER_HOUR, windowMs: 3600 * 1000 }],
      kind,
      clock.now(),
    );
  };
}
