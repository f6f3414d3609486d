import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '@/shared/errors';
import { translate } from '@/shared/i18n/messages';
import { AppError } from '../lib/errors';
import { isClientRoute } from './client-files';

function fieldMessage(req: FastifyRequest, message: string): string {
  return /^(validation|errors)\.\w+$/.test(message) ? translate(req.lang, message) : translate(req.lang, 'validation.invalidValue');
}

function send(req: FastifyRequest, reply: FastifyReply, status: number, code: ErrorCode, extra: Partial<ApiErrorBody> = {}, vars = {}, messageKey = `errors.${code}`) {
  const body: ApiErrorBody = { code, message: translate(req.lang, messageKey, vars), ...extra };
  return reply.status(status).send(body);
}

/** Fastify's own client-error codes (bad JSON, wrong content type, size limits) mapped to ours. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
};

/** The path of the first string holding U+0000, which PostgreSQL text cannot store. */
function nulCharacterPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  // Raw uploads are bytes, not text: never walk them.
  if (Buffer.isBuffer(value)) return null;
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = nulCharacterPath(v, [...path, k]);
      if (found) return found;
    }
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
      return send(req, reply, 400, 'VALIDATION_FAILED', { fields });
    }
    const mapped = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (mapped) return send(req, reply, err.statusCode ?? 400, mapped);
    if (err.statusCode === 413) return send(req, reply, 413, 'PAYLOAD_TOO_LARGE');
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const code: ErrorCode = err.statusCode === 404 ? 'NOT_FOUND' : err.statusCode === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
      return send(req, reply, err.statusCode, code);
    }
    req.log.error({ err }, 'unhandled error');
    return send(req, reply, 500, 'INTERNAL');
  });

  // After authentication and validation, so a 401 still comes first: input the database would choke on is a 400, not a 500.
  app.addHook('preHandler', async (req) => {
    const path = nulCharacterPath(req.body);
    if (path) throw new AppError('VALIDATION_FAILED', { [path.join('.') || 'body']: 'validation.invalidValue' });
  });

  app.setNotFoundHandler((req, reply) => {
    // Client routes (/, /logowanie, /anything-unknown) get the React app, which shows its own 404 screen.
    if (app.servesClient && isClientRoute(req.method, req.url)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return send(req, reply, 404, 'NOT_FOUND');
  });
});
