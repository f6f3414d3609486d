import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { AppError } from '@/server/lib/errors';
import { namedLanguage } from '@/server/plugins/language';
import { rememberLanguage } from './language-preference';
import { cookieOptions, SESSION_COOKIE, userForToken, type UserRow } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, from the session cookie only. Authorization headers authenticate nothing. */
    user: UserRow | null;
  }
}

export function requireUser(req: FastifyRequest): UserRow {
  if (!req.user) throw new AppError('UNAUTHENTICATED');
  return req.user;
}

/** Route hook: a request without a live session is answered 401 before its body is even validated. */
export async function authenticated(req: FastifyRequest) {
  requireUser(req);
}

/**
 * The one admin guard (issue 14): the role is the server's (users.role, ADMIN_EMAILS at sign-up and start), never the
 * client's say. A visitor gets 401, a signed-in user without the role 403, before the body is validated.
 */
export async function requireAdmin(req: FastifyRequest) {
  if (requireUser(req).role !== 'admin') throw new AppError('FORBIDDEN');
}

export default fp<{ config: Config; db: Db; clock: Clock }>(async (app, { config, db, clock }) => {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req, reply) => {
    const token = req.cookies[SESSION_COOKIE];
    // Static files and the client's HTML never need the user.
    if (!token || !(req.url.startsWith('/api/') || req.url.startsWith('/dev/'))) return;
    const user = await userForToken(db, token, clock.now());
    if (!user) {
      reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
      return;
    }
    // The dev outbox is opened by hand in a browser, whose own Accept-Language is no choice made in our app.
    // So is a link to the API opened in the browser (the data export's download): the app's calls are fetches.
    const fromApp = req.url.startsWith('/api/') && req.headers['sec-fetch-mode'] !== 'navigate';
    req.user = fromApp ? await rememberLanguage(db, user, namedLanguage(req.headers['accept-language'])) : user;
  });
});
