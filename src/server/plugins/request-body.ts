import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@/server/lib/errors';
import { BODY_LIMITS, MAX_JSON_DEPTH } from '@/server/lib/body-limits';

/** A route as registered, for tests that walk every route (the fuzz test, the authentication checks). */
export interface RegisteredRoute {
  method: string;
  url: string;
  bodyLimit: number;
  schema: { querystring?: unknown; params?: unknown; body?: unknown } | undefined;
  onRequest: ((...args: never[]) => unknown)[];
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

/** Whether a backslash escapes the character at `i` (an odd run of backslashes before it). */
function isEscaped(text: string, i: number): boolean {
  let n = 0;
  while (text.charCodeAt(--i) === 92) n++;
  return n % 2 === 1;
}

/**
 * Whether JSON text nests arrays/objects deeper than `max`, found without parsing or recursing: brackets are counted
 * outside strings, and strings (a listing's photos are megabytes of base64) are skipped with indexOf. Malformed text
 * answers false: the parser refuses it next.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  const structural = /["[\]{}]/g;
  let depth = 0;
  for (let m = structural.exec(text); m; m = structural.exec(text)) {
    const c = m[0];
    if (c === '"') {
      let end = m.index;
      do end = text.indexOf('"', end + 1);
      while (end !== -1 && isEscaped(text, end));
      if (end === -1) return false;
      structural.lastIndex = end + 1;
    } else if (c === '[' || c === '{') {
      if (++depth > max) return true;
    } else depth--;
  }
  return false;
}

/**
 * How bodies are read, for every route: a body limit per route (BODY_LIMITS; a route without a body schema takes
 * none unless it says otherwise) and a JSON parser that refuses deep nesting with 400 before parsing, so neither the
 * parser nor any walk over the parsed body (the U+0000 scan, validation) can run out of stack on crafted input.
 * Registered before the routes: onRoute and content-type parsers apply to what is registered after them.
 */
export default fp(async (app) => {
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    route.bodyLimit ??= schema?.body ? BODY_LIMITS.default : BODY_LIMITS.none;
    const onRequest = [route.onRequest ?? []].flat() as ((...args: never[]) => unknown)[];
    for (const method of [route.method].flat()) {
      registered.push({ method, url: route.url, bodyLimit: route.bodyLimit, schema, onRequest });
    }
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (req: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      // A client that always says JSON sends nothing with a bodiless move (PUT /api/rentals/{id}/accept): no body, not
      // a 400; a route that needs one still refuses it by its schema.
      if (text.trim() === '') return done(null, undefined);
      if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new AppError('BAD_REQUEST'), undefined);
      void parseJson(req, text, done);
    },
  );
});
