import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers (with a Content-Security-Policy) and cross-site request forgery protection: besides
 * SameSite=Lax cookies, a state-changing request whose Origin names another site, or that the browser
 * marks as cross-site, is refused with 403.
 */
export default fp<{ config: Config }>(async (app, { config }) => {
  const devScripts = config.isProduction ? [] : ["'unsafe-inline'"];
  await app.register(helmet, {
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
