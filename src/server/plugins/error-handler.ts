import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '@/shared/errors';
import { translate } from '@/shared/i18n/messages';
import { isDatabaseUnavailable } from '@/server/lib/database-unavailable';
import { AppError } from '@/server/lib/errors';
import { isClientRoute, isKnownPage, sendClientPage } from './client-files';

function fieldMessage(req: FastifyRequest, message: string): string {
  // The review form's keys are `reviews.validation.<key>` (the client's namespace); their shared texts are flat.
  const review = /^reviews\.validation\.(\w+)$/.exec(message);
  if (review) return translate(req.lang, `reviewValidation.${review[1]}`);
  return /^(validation|errors)\.\w+$/.test(message)
    ? translate(req.lang, message)
    : translate(req.lang, 'validation.invalidValue');
}

function send(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  extra: Partial<ApiErrorBody> = {},
  vars = {},
  messageKey = `errors.${code}`,
) {
  const body: ApiErrorBody = { code, message: translate(req.lang, messageKey, vars), ...extra };
  return reply.status(status).send(body);
}

/** The schemas' messages for a public text holding contact details (shared/domain/contact-masking.ts). */
const CONTACT_DETAILS_KEYS = new Set(['validation.contactDetailsListing', 'reviews.validation.contactDetails']);

/** Fastify's own client-error codes (bad JSON, wrong content type, size limits) mapped to ours. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
};

/**
 * The path of the first string holding U+0000, which PostgreSQL text cannot store. A walk with its own stack, not
 * recursion: a crafted body nests as deep as it likes (the JSON parser bounds it; other parsers may not).
 */
export function nulCharacterPath(value: unknown): string[] | null {
  interface Step {
    value: unknown;
    key: string;
    parent: Step | null;
  }
  const stack: Step[] = [{ value, key: '', parent: null }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const v = step.value;
    if (typeof v === 'string') {
      if (!v.includes('\u0000')) continue;
      const path: string[] = [];
      for (let s: Step | null = step; s?.parent; s = s.parent) path.push(s.key);
      return path.reverse();
    }
    // Raw uploads are bytes, not text: never walk them.
    if (!v || typeof v !== 'object' || Buffer.isBuffer(v)) continue;
    // Pushed in reverse, so the first offending field in document order is found first.
    const entries = Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i--)
      stack.push({ value: entries[i][1], key: entries[i][0], parent: step });
  }
  return null;
}

/**
 * The one error handler: every error becomes `{ code, message, fields? }` in the request's language.
 * Client mistakes get a 4xx; anything unexpected is logged with the request and answered with a bland 500.
 */
export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      reply.headers(err.headers);
      const fields = err.fields
        ? Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, fieldMessage(req, v)]))
        : undefined;
      return send(req, reply, err.status, err.code, fields ? { fields } : {}, err.vars, err.messageKey);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (err.validationContext ?? 'body');
        fields[key] ??= fieldMessage(req, issue.message ?? '');
      }
      // A public text with contact details has its own code (issue 20 §6), also when other fields are wrong too.
      const contact = err.validation.some((i) => CONTACT_DETAILS_KEYS.has(i.message ?? ''));
      return send(req, reply, 400, contact ? 'CONTACT_DETAILS_NOT_ALLOWED' : 'VALIDATION_FAILED', { fields });
    }
    const mapped = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (mapped) return send(req, reply, err.statusCode ?? 400, mapped);
    if (err.statusCode === 413) return send(req, reply, 413, 'PAYLOAD_TOO_LARGE');
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const code: ErrorCode =
        err.statusCode === 404 ? 'NOT_FOUND' : err.statusCode === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
      return send(req, reply, err.statusCode, code);
    }
    // The database is away (restarting after a crash, an external one down): try again shortly, not a server bug.
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return send(req, reply.header('retry-after', '5'), 503, 'SERVICE_UNAVAILABLE');
    }
    req.log.error({ err }, 'unhandled error');
    return send(req, reply, 500, 'INTERNAL');
  });

  // After authentication and validation, so a 401 still comes first, and before any handler reaches the database:
  // input it would choke on (U+0000 in a body field, a query parameter or a path segment) is a 400, not a 500.
  app.addHook('preHandler', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const path = nulCharacterPath(part);
      if (path) throw new AppError('VALIDATION_FAILED', { [path.join('.') || 'body']: 'validation.invalidValue' });
    }
  });

  app.setNotFoundHandler((req, reply) => {
    // Client routes (/, /logowanie, /anything-unknown) get the React app; a path none of its pages has is a real 404,
    // and the app shows its own not-found screen.
    if (app.servesClient && isClientRoute(req.method, req.url)) {
      // Rendered on the server when the renderer is there (features/pages), else the shell the client renders into.
      if (app.hasDecorator('sendPage')) return app.sendPage(req, reply);
      return sendClientPage(reply, isKnownPage(req.url) ? 200 : 404);
    }
    return send(req, reply, 404, 'NOT_FOUND');
  });
});
