import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '@/shared/schemas/auth';
import { okSchema } from '@/shared/schemas/common';
import { privateUserSchema, userEnvelopeSchema } from '@/shared/schemas/users';
import { translate } from '@/shared/i18n/messages';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/tables';
import { AppError } from '../../lib/errors';
import { formRateLimit } from '../../plugins/form-rate-limit';
import { requireUser } from '../../plugins/session';
import { toPrivateUser } from '../users/serialize';
import { assertLoginAllowed, clearAccountFailures, recordLoginFailure } from './rate-limit';
import { authenticate, registerUser, requestPasswordReset, resetPassword } from './service';
import { endOtherSessions, endSession, SESSION_COOKIE, startSession } from './sessions';

const messageSchema = z.object({ ok: z.literal(true), message: z.string() });

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, mailer } = deps;

  app.post('/api/register', { config: { rateLimit: formRateLimit(config) }, schema: { body: registerSchema, response: { 201: userEnvelopeSchema } } }, async (req, reply) => {
    const user = await registerUser(db, config, req.body, req.lang);
    // Like a login: a session this browser already had is ended, not left alive beside the new one.
    await endSession(db, config, req, reply);
    await startSession(db, config, req, reply, user.id);
    return reply.status(201).send({ user: toPrivateUser(user) });
  });

  app.post('/api/login', { schema: { body: loginSchema, response: { 200: userEnvelopeSchema } } }, async (req, reply) => {
    const { email, password } = req.body;
    await assertLoginAllowed(db, email, req.ip);
    const user = await authenticate(db, email, password);
    if (!user) {
      await recordLoginFailure(db, email, req.ip);
      throw new AppError('INVALID_CREDENTIALS');
    }
    await clearAccountFailures(db, email, req.ip);
    // A new session on every login; an older cookie in this browser is ended, not reused.
    await endSession(db, config, req, reply);
    await startSession(db, config, req, reply, user.id);
    const [updated] = await db.update(users).set({ language: req.lang }).where(eq(users.id, user.id)).returning();
    return { user: toPrivateUser(updated) };
  });

  app.post('/api/logout', { schema: { response: { 200: okSchema } } }, async (req, reply) => {
    await endSession(db, config, req, reply);
    return { ok: true as const };
  });

  app.get('/api/auth/me', { schema: { response: { 200: userEnvelopeSchema } } }, async (req) => ({ user: toPrivateUser(requireUser(req)) }));

  app.get('/api/user', { schema: { response: { 200: privateUserSchema } } }, async (req) => toPrivateUser(requireUser(req)));

  app.post('/api/forgot-password', { config: { rateLimit: formRateLimit(config) }, schema: { body: forgotPasswordSchema, response: { 200: messageSchema } } }, async (req) => {
    await requestPasswordReset(db, config, mailer, req.body.email, req.lang);
    return { ok: true as const, message: translate(req.lang, 'messages.resetEmailSent') };
  });

  app.post('/api/reset-password', { schema: { body: resetPasswordSchema, response: { 200: messageSchema } } }, async (req) => {
    const user = await resetPassword(db, req.body);
    const current = req.cookies[SESSION_COOKIE];
    const currentIsTheirs = current !== undefined && req.user?.id === user.id;
    await endOtherSessions(db, user.id, currentIsTheirs ? current : undefined);
    return { ok: true as const, message: translate(req.lang, 'messages.passwordChanged') };
  });
};
