import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema } from '@/shared/schemas/common';
import { privateUserSchema, publicUserSchema, updateProfileSchema } from '@/shared/schemas/users';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { authenticated, requireUser } from '../../plugins/session';
import { cookieOptions, SESSION_COOKIE } from '../auth/sessions';
import { toPrivateUser, toPublicUser } from './serialize';
import { assertSelf, deleteAccount, findActiveUser, updateProfile } from './service';

/** Data URLs of a profile photo are large; this route alone accepts up to 8 MB. */
const PROFILE_BODY_LIMIT = 8 * 1024 * 1024;

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, storage, config } = deps;
  app.get('/api/users/:id', { schema: { params: idParamSchema, response: { 200: publicUserSchema } } }, async (req) => {
    const user = await findActiveUser(db, req.params.id);
    if (!user) throw new AppError('NOT_FOUND');
    return toPublicUser(user);
  });

  app.put(
    '/api/users/:id',
    { bodyLimit: PROFILE_BODY_LIMIT, onRequest: authenticated, schema: { params: idParamSchema, body: updateProfileSchema, response: { 200: privateUserSchema } } },
    async (req) => {
      const me = requireUser(req);
      await assertSelf(db, me, req.params.id);
      return toPrivateUser(await updateProfile(db, storage, me, req.body));
    },
  );

  app.delete('/api/users/:id', { onRequest: authenticated, schema: { params: idParamSchema, response: { 200: okSchema } } }, async (req, reply) => {
    const me = requireUser(req);
    await assertSelf(db, me, req.params.id);
    await deleteAccount(deps, me, req.log);
    reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
    return { ok: true as const };
  });
};
