import type { RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { errorBodySchema } from '@/shared/schemas/common';
import { BODY_LIMITS } from '@/server/lib/body-limits';
import { operationOf } from './openapi-operations';
import { tagOf } from './openapi-tags';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * Registered routes the document leaves out on purpose: the reference page and its assets, the document itself, and
 * the dev tools, the outbox and the clock (absent in production, and tools rather than part of the API). @fastify/static hides the static
 * files (/uploads/*, the built client) itself.
 */
export function isUndocumented(url: string): boolean {
  return url === OPENAPI_PATH || url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`) || /^\/(api\/)?dev\//.test(url);
}

/** Schemas the document names as components instead of repeating them in every operation. */
const components = z.registry<{ id: string; description?: string }>();
components.add(errorBodySchema, {
  id: 'ApiError',
  description:
    'Every error: a code of src/shared/errors.ts, a message in the request’s language, the invalid fields of a form.',
});

type TransformArgs = Parameters<ReturnType<typeof createJsonSchemaTransform>>[0];
// skipList: [] — isUndocumented decides what is hidden, not the package's default list of '/documentation' paths.
const zodTransform = createJsonSchemaTransform({ skipList: [], schemaRegistry: components });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: components });

/** Not expressible as JSON Schema, so documented as any value rather than failing the whole document. */
const UNCONVERTIBLE = { description: 'Not expressible as JSON Schema: see the route’s zod schema.' };
/** @fastify/swagger takes a response's description from this key of its schema (and drops the key). */
const RESPONSE_DESCRIPTION = 'x-response-description';

/**
 * One part of a route schema (params, querystring, body, or one response) as JSON Schema: a zod schema converted, a
 * JSON Schema kept as it is. Part by part, so a part that cannot be converted costs only itself, never its route.
 */
function convertPart(args: TransformArgs, part: string, value: unknown, status?: string): unknown {
  if (!(value instanceof z.ZodType)) return value;
  const schema = status === undefined ? { [part]: value } : { response: { [status]: value } };
  try {
    const converted = zodTransform({ ...args, schema }).schema as Record<string, Record<string, unknown>>;
    return status === undefined ? converted[part] : converted.response[status];
  } catch {
    return UNCONVERTIBLE;
  }
}

/**
 * What tells the document which routes need a session: the session cookie's name and the guard hooks of
 * features/auth/session-plugin.ts. app.ts hands them in, because plugins sit below the features (auth among them).
 */
export interface SessionGuards {
  cookie: string;
  /** The hook of routes that answer 401 without a live session. */
  authenticated: unknown;
  /** The hook of administrator-only routes. */
  requireAdmin: unknown;
}

const hooksOf = (route: RouteOptions) => [route.onRequest ?? []].flat() as unknown[];
/** A route that answers 401 without a live session says so with the `authenticated` hook. */
function needsSession(route: RouteOptions, guards: SessionGuards): boolean {
  return hooksOf(route).includes(guards.authenticated);
}

/** The methods plugins/security.ts lets through without checking where the request comes from. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Where an operation's error answers are handed from `transform` to `transformObject` (which removes the key). */
const ERRORS_KEY = 'x-error-statuses';

/**
 * The error statuses a route may answer with, read from what it declares: 400 for a body (or upload), params or query to
 * validate; 401 for a session; 403 for the admin guard and for every write (the origin check of security.ts); 404
 * for an :id in the path; 413 for a body limit above none; 404, 409 and 429 where openapi-operations.ts says; 503 (the
 * database unreachable, error-handler.ts) everywhere but the liveness probe.
 */
function errorStatusesOf(
  route: RouteOptions,
  url: string,
  method: string,
  parts: Record<string, unknown>,
  guards: SessionGuards,
): number[] {
  const statuses = new Set<number>();
  const hasBody = parts.body !== undefined || (route.bodyLimit ?? 0) > BODY_LIMITS.none;
  if (hasBody || parts.params !== undefined || parts.querystring !== undefined || url.includes(':')) statuses.add(400);
  if (needsSession(route, guards)) statuses.add(401);
  if (hooksOf(route).includes(guards.requireAdmin) || !SAFE_METHODS.has(method)) statuses.add(403);
  if (url.includes(':')) statuses.add(404);
  for (const status of operationOf(method, url).errors ?? []) statuses.add(status);
  if ((route.bodyLimit ?? 0) > BODY_LIMITS.none) statuses.add(413);
  if (url !== '/healthz') statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Per route: the zod schemas as JSON Schema (fastify-type-provider-zod), plus what the route options tell: the
 * feature's tag, whether the session cookie is needed, and the one error body every route may answer with.
 */
export function transform(args: TransformArgs, guards: SessionGuards) {
  const { url } = args;
  const route = args.route;
  // A route that hides itself (robots.txt, the sitemaps: for crawlers, not the API) stays hidden.
  if (isUndocumented(url) || (args.schema as { hide?: boolean } | undefined)?.hide)
    return { schema: { hide: true }, url };
  const { response, ...parts } = (args.schema ?? {}) as Record<string, unknown>;
  const schema: Record<string, unknown> = {};
  for (const [part, value] of Object.entries(parts)) schema[part] = convertPart(args, part, value);
  const responses: Record<string, unknown> = {};
  for (const [status, value] of Object.entries((response ?? {}) as Record<string, unknown>))
    responses[status] = convertPart(args, 'response', value, status);
  if (response === undefined)
    responses[200] = { [RESPONSE_DESCRIPTION]: 'Success: the route declares no schema for its answer.' };
  responses.default ??= convertPart(args, 'response', errorBodySchema, 'default');
  schema.response = responses;
  schema.tags ??= [tagOf(url)];
  const method = [route.method].flat()[0];
  const { operationId, summary } = operationOf(method, url);
  schema.operationId ??= operationId;
  schema.summary ??= summary;
  // An empty list says "no session needed" outright (Redocly's security-defined), rather than leaving it unsaid.
  schema.security = needsSession(route, guards) ? [{ cookieAuth: [] }] : [];
  if (hooksOf(route).includes(guards.requireAdmin)) {
    const adminOnly = 'Administrators only: a visitor gets 401, a signed-in user without the role 403.';
    schema.description = typeof schema.description === 'string' ? `${schema.description}\n\n${adminOnly}` : adminOnly;
  }
  schema[ERRORS_KEY] = errorStatusesOf(route, url, method, parts, guards);
  return { schema, url };
}

const STATUS_TEXTS: Record<string, string> = {
  '200': 'Success',
  '201': 'Created',
  '204': 'Done; no content',
  default: 'An error: `{ code, message, fields? }`, the message in the request’s language.',
};

const ERROR_TEXTS: Record<number, string> = {
  400: 'Invalid input: `fields` names each invalid field of the body, params or query.',
  401: 'No live session: sign in (POST /api/login) for the `sid` cookie.',
  403: 'Not allowed: the user lacks the right, or a write came from another origin.',
  404: 'Not found, or not visible to this user.',
  409: 'In conflict with the current state (taken, already done, not in a state that allows it).',
  410: 'Gone: the link has expired; ask for a new one.',
  413: 'The body or upload is larger than this route accepts.',
  429: 'Too many requests: try again after `Retry-After` seconds.',
  503: 'The database is unreachable for a moment: try again after `Retry-After` seconds.',
};
const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };
const RETRY_AFTER: Record<string, OpenAPIV3.HeaderObject> = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
};

/** The error answers `transform` listed for an operation, each the one ApiError body (a 429 or 503 with Retry-After). */
function addErrorResponses(op: OpenAPIV3.OperationObject) {
  const statuses = (op as Record<string, unknown>)[ERRORS_KEY] as number[] | undefined;
  delete (op as Record<string, unknown>)[ERRORS_KEY];
  const { default: fallback, ...declared } = op.responses;
  const responses: OpenAPIV3.ResponsesObject = { ...declared };
  for (const status of statuses ?? []) {
    responses[status] ??= {
      description: ERROR_TEXTS[status],
      ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
      content: ERROR_CONTENT,
    };
  }
  if (fallback) responses.default = fallback;
  op.responses = responses;
}

/** OpenAPI 3.0 wants a `type` beside `nullable`: zod's nullable union of strings gets the type its branches share. */
function typeNullables(node: unknown) {
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && schema.type === undefined) {
    const branches = (schema.anyOf ?? schema.oneOf ?? []) as { type?: unknown }[];
    const types = new Set(branches.map((b) => b.type));
    if (types.size === 1 && typeof branches[0]?.type === 'string') schema.type = branches[0].type;
  }
  for (const value of Object.values(schema)) typeNullables(value);
}

/**
 * The whole document: the named components, responses described by their status rather than @fastify/swagger's
 * "Default Response", no body for a 204, and no component nothing refers to (zod's input twin of an output schema).
 */
export function transformObject(args: Parameters<typeof zodTransformObject>[0]) {
  const doc = zodTransformObject(args) as OpenAPIV3.Document;
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item ?? {}) as OpenAPIV3.OperationObject[]) {
      addErrorResponses(op);
      for (const [status, res] of Object.entries(op.responses ?? {}) as [string, OpenAPIV3.ResponseObject][]) {
        if (res.description === 'Default Response') res.description = STATUS_TEXTS[status] ?? 'Success';
        if (status === '204') delete res.content;
        // A route that produces something else (the event stream) still answers its errors as JSON.
        if (status === 'default' && res.content && !res.content['application/json'])
          res.content = { 'application/json': Object.values(res.content)[0] };
      }
    }
  }
  typeNullables(doc.paths);
  typeNullables(doc.components);
  const json = JSON.stringify(doc.paths);
  for (const name of Object.keys(doc.components?.schemas ?? {})) {
    if (!json.includes(`"#/components/schemas/${name}"`)) delete doc.components!.schemas![name];
  }
  return doc;
}
