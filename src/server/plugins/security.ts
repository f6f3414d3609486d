import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { AppError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The headers helmet sets for these options, computed once: they do not depend on the request (no nonces), so
 * each response gets the same ready-made set instead of helmet building its policy strings again per request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Security headers (with a Content-Security-Policy) and cross-site request forgery protection: besides
 * SameSite=Lax cookies, a state-changing request whose Origin names another site, or that the browser
 * marks as cross-site, is refused with 403.
 */
export default fp<{ config: Config }>(async (app, { config }) => {
  const devScripts = config.isProduction ? [] : ["'unsafe-inline'"];
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...devScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction,
  });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });

  const allowed = new Set([new URL(config.publicUrl).origin]);
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (req.headers['sec-fetch-site'] === 'cross-site') throw new AppError('CROSS_SITE_REQUEST');
    const origin = req.headers.origin;
    if (!origin) return;
    // req.host and req.protocol read X-Forwarded-* only behind a trusted proxy (trustProxy), never from anyone.
    const sameHost = Boolean(req.host) && origin === `${req.protocol}://${req.host}`;
    if (!sameHost && !allowed.has(origin)) throw new AppError('CROSS_SITE_REQUEST');
  });
});
