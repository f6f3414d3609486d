import type { RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { errorBodySchema } from '@/shared/schemas/common';
import { tagOf } from './openapi-tags';
import { authenticated } from './session';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * Registered routes the document leaves out on purpose: the reference page and its assets, the document itself, and
 * the dev outbox (absent in production, and a tool rather than part of the API). @fastify/static hides the static
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

/** A route that answers 401 without a live session says so with the `authenticated` hook (plugins/session.ts). */
function needsSession(route: RouteOptions): boolean {
  return [route.onRequest ?? []].flat().includes(authenticated);
}

/**
 * Per route: the zod schemas as JSON Schema (fastify-type-provider-zod), plus what the route options tell: the
 * feature's tag, whether the session cookie is needed, and the one error body every route may answer with.
 */
export function transform(args: TransformArgs) {
  const { url } = args;
  const route = args.route;
  if (isUndocumented(url)) return { schema: { hide: true }, url };
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
  if (needsSession(route)) schema.security = [{ cookieAuth: [] }];
  return { schema, url };
}

const STATUS_TEXTS: Record<string, string> = {
  '200': 'Success',
  '201': 'Created',
  '204': 'Done; no content',
  default: 'An error: `{ code, message, fields? }`, the message in the request’s language.',
};

/**
 * The whole document: the named components, responses described by their status rather than @fastify/swagger's
 * "Default Response", no body for a 204, and no component nothing refers to (zod's input twin of an output schema).
 */
export function transformObject(args: Parameters<typeof zodTransformObject>[0]) {
  const doc = zodTransformObject(args) as OpenAPIV3.Document;
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item ?? {}) as OpenAPIV3.OperationObject[]) {
      for (const [status, res] of Object.entries(op.responses ?? {}) as [string, OpenAPIV3.ResponseObject][]) {
        if (res.description === 'Default Response') res.description = STATUS_TEXTS[status] ?? 'Success';
        if (status === '204') delete res.content;
        // A route that produces something else (the event stream) still answers its errors as JSON.
        if (status === 'default' && res.content && !res.content['application/json'])
          res.content = { 'application/json': Object.values(res.content)[0] };
      }
    }
  }
  const json = JSON.stringify(doc.paths);
  for (const name of Object.keys(doc.components?.schemas ?? {})) {
    if (!json.includes(`"#/components/schemas/${name}"`)) delete doc.components!.schemas![name];
  }
  return doc;
}
