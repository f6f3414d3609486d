import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '@/server/config';
import { AppError } from '@/server/lib/errors';

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
 * Browser features the app may use, the rest switched off for it and for anything it embeds, so an injected script or
 * a hostile frame cannot ask for them: the camera (self) for the identity-verification photos (KYC capture) to come,
 * payment (self) for the Payment Request API the payments work may use; no microphone, location (the city is chosen,
 * never located), USB, serial, HID, MIDI, screen capture or motion sensors, and no ad-topics API. Only features
 * Chromium knows (it warns in the console about others: `bluetooth` is one).
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'payment=(self)',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a state-changing request may come from: PUBLIC_URL's, and never one derived from the request's own
 * Host header, which a DNS-rebinding page chooses (its name re-pointed to this server, its Origin equal to its Host).
 * Outside production also this machine's loopback names on the app's port and on PUBLIC_URL's port: `npm start`
 * prints http://127.0.0.1:3000 while PUBLIC_URL defaults to http://localhost:3000, and `npm run dev` serves the client
 * from Vite on :5173 (PUBLIC_URL http://localhost:5173) reached by either name. A loopback origin is safe to allow:
 * only a page served from this machine on that port (this app or its Vite) can carry it.
 */
export function allowedOrigins(config: Config): Set<string> {
  const publicUrl = new URL(config.publicUrl);
  const allowed = new Set([publicUrl.origin]);
  if (config.isProduction) return allowed;
  const ports = new Set([String(config.PORT), publicUrl.port || (publicUrl.protocol === 'https:' ? '443' : '80')]);
  ports.delete('0');
  for (const port of ports) for (const host of LOOPBACK_HOSTS) allowed.add(new URL(`http://${host}:${port}`).origin);
  return allowed;
}

/** API paths (and the dev outbox): answers about a person, never to be stored by a browser or a shared cache. */
const PRIVATE_PATH = /^\/(api|dev)(\/|\?|$)/;

/**
 * Security headers (a Content-Security-Policy, a Permissions-Policy) and cross-site request forgery protection:
 * besides SameSite=Lax cookies, a state-changing request whose Origin is not ours, or that the browser marks as
 * cross-site, is refused with 403. Every API answer is `Cache-Control: no-store` unless its route sets its own
 * (docs/decisions/0016).
 */
export default fp<{ config: Config }>(async (app, { config }) => {
  // Stripe's Payment Element: its script and frames come from Stripe, and it talks to Stripe's API (decision 0032).
  const stripe = config.STRIPE_PUBLISHABLE_KEY !== undefined;
  const stripeScripts = stripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeApi = stripe ? ['https://api.stripe.com'] : [];
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No inline script anywhere, in development either: a page's state travels in a JSON data block, which no
        // browser runs (docs/decisions/0059), and Vite's dev server serves its own pages.
        scriptSrc: ["'self'", ...stripeScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeApi],
        ...(stripe ? { frameSrc: stripeFrames } : {}),
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
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  const privateHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (req, reply, done) => {
    // Set first, so a route that may be cached (a future public read) replaces it with its own Cache-Control.
    reply.headers(PRIVATE_PATH.test(req.url) ? privateHeaders : headers);
    done();
  });

  const allowed = allowedOrigins(config);
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (req.headers['sec-fetch-site'] === 'cross-site') throw new AppError('CROSS_SITE_REQUEST');
    const origin = req.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) throw new AppError('CROSS_SITE_REQUEST');
  });
});
