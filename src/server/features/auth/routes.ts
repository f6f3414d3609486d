import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '@/shared/schemas/auth';
import { okSchema } from '@/shared/schemas/common';
import { privateUserSchema, userEnvelopeSchema, type PrivateUser } from '@/shared/schemas/users';
import { translate } from '@/shared/i18n/messages';
import type { AppDeps } from '@/server/app-deps';
import type { DbOrTx } from '@/server/db/client';
import { users } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import { consumeRateLimit } from '@/server/limits/rate-limit';
import { formRateLimit } from '@/server/plugins/form-rate-limit';
import { authenticated, requireUser } from './session-plugin';
import { isKnownLogin, rememberLogin } from './known-logins';
import { assertLoginAllowed, clearAccountFailures, recordLoginFailure } from './rate-limit';
import { authenticate, registerUser, requestPasswordReset, resetPassword } from './service';
import { endOtherSessions, endSession, SESSION_COOKIE, startSession, type UserRow } from './sessions';
import { consumeVerificationEmail, startVerification } from './verification';
import { verificationRoutes } from './verification-routes';
import { consentOrigin } from './consent';
import { consentRoutes } from './consent-routes';

const messageSchema = z.object({ ok: z.literal(true), message: z.string() });

/**
 * forgot-password answers no sooner than this, whether the account exists or not: the e-mail is written before the
 * answer, and this floor (above the time that work takes) hides it. Reset requests per target address: 5 an hour,
 * counted whether an account has that address or not.
 */
export const FORGOT_PASSWORD_MIN_MS = 350;
export const RESET_REQUESTS_PER_ADDRESS = { limit: 5, windowMs: 3600 * 1000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AuthRoutesOptions extends AppDeps {
  /**
   * The account as its owner sees it (features/users' privateUserOf), handed in by app.ts: users builds on auth
   * (sessions, passwords, verification), so auth does not import users back.
   */
  privateUserOf: (db: DbOrTx, user: UserRow, now: Date) => Promise<PrivateUser>;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, deps) => {
  const { db, config, privateUserOf } = deps;

  app.post(
    '/api/register',
    {
      onRequest: formRateLimit(deps, 'registrations'),
      schema: { body: registerSchema, response: { 201: userEnvelopeSchema } },
    },
    async (req, reply) => {
      const user = await registerUser(db, req.body, req.lang, { now: deps.clock.now(), origin: consentOrigin(req) });
      await consumeVerificationEmail(db, user.id, deps.clock.now());
      await startVerification(deps, user, user.email, req.lang);
      // Like a login: a session this browser already had is ended, not left alive beside the new one.
      await endSession(db, config, req, reply);
      await startSession(db, config, req, reply, user.id, deps.clock.now());
      await rememberLogin(db, config, req, reply, user.id, deps.clock.now());
      return reply.status(201).send({ user: await privateUserOf(db, user, deps.clock.now()) });
    },
  );

  app.post(
    '/api/login',
    { schema: { body: loginSchema, response: { 200: userEnvelopeSchema } } },
    async (req, reply) => {
      const { email, password } = req.body;
      await assertLoginAllowed(
        db,
        email,
        req.ip,
        async () => {
          const [account] = await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, email), isNull(users.deletedAt)))
            .limit(1);
          return account ? isKnownLogin(db, account.id, req) : false;
        },
        deps.clock.now(),
      );
      const user = await authenticate(db, email, password);
      if (!user) {
        await recordLoginFailure(db, email, req.ip, deps.clock.now());
        throw new AppError('INVALID_CREDENTIALS');
      }
      await clearAccountFailures(db, email, req.ip);
      // A new session on every login; an older cookie in this browser is ended, not reused.
      await endSession(db, config, req, reply);
      await startSession(db, config, req, reply, user.id, deps.clock.now());
      await rememberLogin(db, config, req, reply, user.id, deps.clock.now());
      const [updated] = await db.update(users).set({ language: req.lang }).where(eq(users.id, user.id)).returning();
      return { user: await privateUserOf(db, updated, deps.clock.now()) };
    },
  );

  app.post('/api/logout', { schema: { response: { 200: okSchema } } }, async (req, reply) => {
    await endSession(db, config, req, reply);
    return { ok: true as const };
  });

  /** "Log out other devices": every session of the account but this one ends. */
  app.post(
    '/api/sessions/logout-others',
    { onRequest: authenticated, schema: { response: { 200: messageSchema } } },
    async (req) => {
      const me = requireUser(req);
      await endOtherSessions(db, me.id, req.cookies[SESSION_COOKIE]);
      return { ok: true as const, message: translate(req.lang, 'messages.otherSessionsEnded') };
    },
  );

  app.get(
    '/api/auth/me',
    { onRequest: authenticated, schema: { response: { 200: userEnvelopeSchema } } },
    async (req) => {
      const me = requireUser(req);
      return { user: await privateUserOf(db, me, deps.clock.now()) };
    },
  );

  app.get('/api/user', { onRequest: authenticated, schema: { response: { 200: privateUserSchema } } }, async (req) => {
    const me = requireUser(req);
    return privateUserOf(db, me, deps.clock.now());
  });

  app.post(
    '/api/forgot-password',
    {
      onRequest: formRateLimit(deps, 'passwordResets'),
      schema: { body: forgotPasswordSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      const floor = sleep(FORGOT_PASSWORD_MIN_MS);
      await consumeRateLimit(
        db,
        [{ key: `forgot-password:email:${req.body.email}`, ...RESET_REQUESTS_PER_ADDRESS }],
        'passwordResets',
        deps.clock.now(),
      );
      await requestPasswordReset(deps, req.body.email, req.lang);
      await floor;
      return { ok: true as const, message: translate(req.lang, 'messages.resetEmailSent') };
    },
  );

  app.post(
    '/api/reset-password',
    { schema: { body: resetPasswordSchema, response: { 200: messageSchema } } },
    async (req) => {
      const user = await resetPassword(deps, req.body);
      const current = req.cookies[SESSION_COOKIE];
      const currentIsTheirs = current !== undefined && req.user?.id === user.id;
      await endOtherSessions(db, user.id, currentIsTheirs ? current : undefined);
      return { ok: true as const, message: translate(req.lang, 'messages.passwordChanged') };
    },
  );

  await verificationRoutes(app, deps);
  await consentRoutes(app, deps);
};
