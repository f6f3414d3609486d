import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordSchema } from '@/shared/schemas/auth';
import { idParamSchema, okSchema } from '@/shared/schemas/common';
import { pageQuerySchema } from '@/shared/schemas/pagination';
import {
  deleteAccountSchema,
  privateUserSchema,
  PROFILE_LISTINGS_PAGE_MAX,
  PROFILE_LISTINGS_SHOWN,
  profileListingsSchema,
  publicProfileSchema,
  publicUserSchema,
  updateLanguageSchema,
  updateProfileSchema,
} from '@/shared/schemas/users';
import { translate } from '@/shared/i18n/messages';
import type { AppDeps } from '@/server/app-deps';
import { AppError } from '@/server/lib/errors';
import {
  authenticated,
  changePassword,
  cookieOptions,
  endOtherSessions,
  rememberLanguage,
  requireUser,
  SESSION_COOKIE,
} from '@/server/features/auth/public';
import { listingsOf, publicCardOf, publicProfileOf } from './profile';
import { privateUserOf } from './serialize';
import { assertSelf, deleteAccount, findActiveUser, updateProfile } from './service';

/** Data URLs of a profile photo are large; this route alone accepts up to 8 MB. */
const PROFILE_BODY_LIMIT = 8 * 1024 * 1024;

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  /** The public profile (issue 26 §4): a deleted (anonymised) account is 404, as an unknown one. */
  app.get(
    '/api/users/:id',
    { schema: { params: idParamSchema, response: { 200: publicProfileSchema } } },
    async (req) => {
      const user = await findActiveUser(db, req.params.id);
      if (!user) throw new AppError('NOT_FOUND');
      return publicProfileOf(db, user);
    },
  );

  /** The owner card of the item page: the profile's card fields only, 404 as the profile. */
  app.get(
    '/api/users/:id/card',
    { schema: { params: idParamSchema, response: { 200: publicUserSchema } } },
    async (req) => {
      const card = await publicCardOf(db, req.params.id);
      if (!card) throw new AppError('NOT_FOUND');
      return card;
    },
  );

  app.get(
    '/api/users/:id/listings',
    {
      schema: {
        params: idParamSchema,
        querystring: pageQuerySchema(PROFILE_LISTINGS_PAGE_MAX, PROFILE_LISTINGS_SHOWN),
        response: { 200: profileListingsSchema },
      },
    },
    async (req) => {
      const user = await findActiveUser(db, req.params.id);
      if (!user) throw new AppError('NOT_FOUND');
      return { ...(await listingsOf(db, user.id, req.query)), page: req.query.page, limit: req.query.limit };
    },
  );

  app.put(
    '/api/users/:id',
    {
      bodyLimit: PROFILE_BODY_LIMIT,
      onRequest: authenticated,
      schema: { params: idParamSchema, body: updateProfileSchema, response: { 200: privateUserSchema } },
    },
    async (req) => {
      const me = requireUser(req);
      await assertSelf(db, me, req.params.id);
      const updated = await updateProfile(deps, me, req.body, req.lang);
      return privateUserOf(db, updated, deps.clock.now());
    },
  );

  /** The language switcher: later notices and e-mails to this user are written in the chosen language. */
  app.put(
    '/api/users/me/language',
    {
      onRequest: authenticated,
      schema: {
        body: updateLanguageSchema,
        response: { 200: z.object({ ok: z.literal(true), language: updateLanguageSchema.shape.language }) },
      },
    },
    async (req) => {
      const me = await rememberLanguage(db, requireUser(req), req.body.language);
      return { ok: true as const, language: me.language };
    },
  );

  /** A new password: the current one first; the account's other sessions end and the user is told by e-mail. */
  app.put(
    '/api/users/:id/password',
    {
      onRequest: authenticated,
      schema: {
        params: idParamSchema,
        body: changePasswordSchema,
        response: { 200: z.object({ ok: z.literal(true), message: z.string() }) },
      },
    },
    async (req) => {
      const me = requireUser(req);
      await assertSelf(db, me, req.params.id);
      await changePassword(deps, me, req.body);
      await endOtherSessions(db, me.id, req.cookies[SESSION_COOKIE]);
      return { ok: true as const, message: translate(req.lang, 'messages.passwordUpdated') };
    },
  );

  app.delete(
    '/api/users/:id',
    {
      onRequest: authenticated,
      schema: { params: idParamSchema, body: deleteAccountSchema, response: { 200: okSchema } },
    },
    async (req, reply) => {
      const me = requireUser(req);
      await assertSelf(db, me, req.params.id);
      await deleteAccount(deps, me, req.body.currentPassword, req.log);
      reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
      return { ok: true as const };
    },
  );
};
