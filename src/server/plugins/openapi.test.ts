import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { version } from '../../../package.json';
import type { RegisteredRoute } from './request-body';
import { createTestApp } from '@/server/test/test-app';
import { FEATURE_TAGS } from './openapi-tags';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { BODY_LIMITS } from '@/server/lib/body-limits';
import { OPERATIONS } from './openapi-operations';
import { authenticated, requireAdmin } from '@/server/features/auth/public';

interface JsonSchema {
  $ref?: string;
  type?: string;
  properties?: Record<string, unknown>;
  items?: JsonSchema;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: JsonSchema }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers: { url: string; description?: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

/** The field names a zod (or JSON) schema declares, through refinements, defaults and pipes (their input or output side). */
function fieldsOf(schema: unknown, io: 'in' | 'out'): string[] {
  let s = schema as
    | {
        shape?: object;
        in?: unknown;
        out?: unknown;
        def?: { innerType?: unknown; element?: unknown };
        properties?: object;
      }
    | undefined;
  while (s) {
    if (s.shape) return Object.keys(s.shape).sort();
    if (s instanceof z.ZodType) s = (s[io] ?? s.def?.innerType ?? s.def?.element) as typeof s;
    else return Object.keys(s.properties ?? {}).sort();
  }
  return [];
}

/** The property names of a schema in the document, through a $ref and an array's items. */
function propertiesOf(doc: Document, schema: JsonSchema | undefined): string[] {
  let s = schema;
  for (let hops = 0; s && hops < 5; hops++) {
    if (s.$ref) s = doc.components.schemas[s.$ref.replace('#/components/schemas/', '')];
    else if (s.type === 'array') s = s.items;
    else return Object.keys(s.properties ?? {}).sort();
  }
  return [];
}

/** Left out of the document on purpose (written here, not taken from the plugin, so that a route hidden by mistake fails). */
const leftOut = (url: string) =>
  url === '/api/openapi.json' ||
  url === '/api/docs' ||
  url.startsWith('/api/docs/') ||
  url === '/api/dev/outbox' ||
  url === '/api/dev/clock';
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const namesIn = (op: Operation, where: string) =>
  (op.parameters ?? [])
    .filter((p) => p.in === where)
    .map((p) => p.name)
    .sort();
type Route = RegisteredRoute & { schema?: { response?: Record<string, unknown> } };

describe('the OpenAPI document at /api/openapi.json', async () => {
  const { app } = await createTestApp(
    {},
    {
      // A route whose schemas zod cannot express (or that are plain JSON Schema) must still be documented.
      beforeReady: (a) => {
        a.post(
          '/api/test-unconvertible',
          {
            schema: {
              querystring: { type: 'object', properties: { plain: { type: 'string' } } },
              body: z.object({ when: z.date(), big: z.bigint(), file: z.instanceof(Buffer) }),
              response: { 200: z.object({ at: z.custom<string>(() => true) }) },
            },
          },
          async () => ({ at: 'x' }),
        );
      },
    },
  );
  const res = await app.inject('/api/openapi.json');
  const doc = res.json<Document>();
  const operation = (method: string, url: string) => doc.paths[openapiPath(url)]?.[method.toLowerCase()];
  const documented = (app.registeredRoutes as Route[]).filter(
    (r) =>
      r.method !== 'HEAD' && !leftOut(r.url) && (r.url.startsWith('/api/') || ['/healthz', '/readyz'].includes(r.url)),
  );

  it('is OpenAPI 3 in shape: version, info, paths with operations and responses, resolvable references', () => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(doc.openapi).toMatch(/^3\.0\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Wypożyczalnia API', version });
    expect(doc.info.description).toContain('{ code, message, fields? }');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(30);
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/[\w\-/{}.]*$/);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const [method, op] of Object.entries(item)) {
        const name = `${method} ${path}`;
        expect(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'], name).toContain(method);
        expect(Object.keys(op.responses).length, name).toBeGreaterThan(0);
        for (const r of Object.values(op.responses)) expect(r.description, name).toEqual(expect.any(String));
        // Every {param} of the path is a required path parameter, and no other is.
        expect(namesIn(op, 'path'), name).toEqual(templated);
        for (const p of op.parameters ?? []) if (p.in === 'path') expect(p.required, `${name} ${p.name}`).toBe(true);
      }
    }
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(doc.components.schemas[ref.replace('#/components/schemas/', '')], ref).toBeDefined();
  });

  it('lists every registered API route, with the params, query, body and responses its route declares', () => {
    expect(documented.length).toBeGreaterThan(40);
    for (const r of documented) {
      const name = `${r.method} ${r.url}`;
      const op = operation(r.method, r.url);
      expect(op, name).toBeDefined();
      if (!op) continue;
      if (r.schema?.params) expect(namesIn(op, 'path'), name).toEqual(fieldsOf(r.schema.params, 'in'));
      expect(namesIn(op, 'query'), name).toEqual(fieldsOf(r.schema?.querystring, 'in'));
      if (r.schema?.body) {
        expect(op.requestBody?.required, name).toBe(true);
        expect(propertiesOf(doc, op.requestBody?.content['application/json']?.schema), name).toEqual(
          fieldsOf(r.schema.body, 'in'),
        );
      } else expect(op.requestBody, name).toBeUndefined();
      for (const [status, schema] of Object.entries(r.schema?.response ?? {})) {
        const answer = op.responses[status];
        expect(answer, `${name} ${status}`).toBeDefined();
        expect(propertiesOf(doc, answer?.content?.['application/json']?.schema), `${name} ${status}`).toEqual(
          fieldsOf(schema, 'out'),
        );
      }
      // The error body every route may answer with.
      expect(op.responses.default?.content?.['application/json']?.schema, name).toEqual({
        $ref: '#/components/schemas/ApiError',
      });
    }
    expect(propertiesOf(doc, { $ref: '#/components/schemas/ApiError' })).toEqual(['code', 'fields', 'message']);
    expect(Object.keys(doc.components.schemas)).toEqual(['ApiError']);
    expect(operation('GET', '/api/items')?.responses.default.description).toMatch(
      /^An error: `\{ code, message, fields\? \}`/,
    );
    // A 204 has no body; a route without a response schema still says how it succeeds.
    expect(operation('DELETE', '/api/items/:id')?.responses['204']).toEqual({ description: 'Done; no content' });
    expect(operation('GET', '/readyz')?.responses['200'].description).toBe(
      'Success: the route declares no schema for its answer.',
    );
    expect(operation('GET', '/api/categories')?.responses['200'].description).toBe('Success');
    // Spot checks of what the comparison above walks.
    expect(operation('GET', '/api/items')?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['q', 'category', 'location', 'start', 'end']),
    );
    expect(
      propertiesOf(doc, operation('POST', '/api/rentals')?.requestBody?.content['application/json'].schema),
    ).toEqual(['endDate', 'insuranceAccepted', 'itemId', 'pickupTime', 'returnTime', 'startDate']);
    expect(
      propertiesOf(doc, operation('GET', '/api/rentals/:id')?.responses['200'].content?.['application/json'].schema),
    ).toContain('status');
    expect(namesIn(operation('PATCH', '/api/rentals/:rentalId/status'), 'path')).toEqual(['rentalId']);
  });

  it('still documents a route whose schemas zod cannot express, rather than dropping it', () => {
    const op = operation('POST', '/api/test-unconvertible');
    expect(op).toBeDefined();
    expect(namesIn(op, 'query')).toEqual(['plain']);
    expect(propertiesOf(doc, op.requestBody?.content['application/json'].schema)).toEqual(['big', 'file', 'when']);
    expect(propertiesOf(doc, op.responses['200'].content?.['application/json'].schema)).toEqual(['at']);
  });

  it('marks exactly the routes that need a session with the sid cookie scheme', () => {
    expect(doc.components.securitySchemes.cookieAuth).toEqual({ type: 'apiKey', in: 'cookie', name: 'sid' });
    for (const r of documented) {
      const op = operation(r.method, r.url);
      expect(op?.security ?? [], `${r.method} ${r.url}`).toEqual(
        r.onRequest.includes(authenticated) ? [{ cookieAuth: [] }] : [],
      );
    }
    expect(operation('POST', '/api/rentals')?.security).toEqual([{ cookieAuth: [] }]);
    expect(operation('GET', '/api/auth/me')?.security).toEqual([{ cookieAuth: [] }]);
    // Public operations say so with an empty list (Redocly's security-defined), rather than leaving it unsaid.
    expect(operation('GET', '/api/items')?.security).toEqual([]);
    expect(operation('POST', '/api/login')?.security).toEqual([]);
    // Admin routes need the cookie too, and their description says who may call them.
    for (const r of documented.filter((x) => x.onRequest.includes(requireAdmin))) {
      const op = operation(r.method, r.url);
      expect(op?.security, `${r.method} ${r.url}`).toEqual([{ cookieAuth: [] }]);
      expect(op?.description, `${r.method} ${r.url}`).toMatch(/^Administrators only/);
    }
    expect(operation('GET', '/api/admin/users')?.description).toMatch(/^Administrators only/);
    expect(operation('GET', '/api/rentals/:id')?.description).toBeUndefined();
  });

  it('names every operation: a unique camelCase operationId and a summary from openapi-operations.ts', () => {
    const ids = new Set<string>();
    for (const r of documented.filter((x) => x.url !== '/api/test-unconvertible')) {
      const name = `${r.method} ${r.url}`;
      const entry = OPERATIONS.get(name);
      expect(entry, `${name}: add it to plugins/openapi-operations.ts`).toBeDefined();
      const op = operation(r.method, r.url);
      expect(op?.operationId, name).toBe(entry?.operationId);
      expect(op?.summary, name).toBe(entry?.summary);
      expect(op?.operationId, name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(op?.summary, name).toMatch(/^[A-Z].{5,80}$/);
      expect(ids.has(op?.operationId ?? ''), `${name}: operationId ${op?.operationId} used twice`).toBe(false);
      ids.add(op?.operationId ?? '');
    }
    // No entry for a route that does not exist (renamed or removed).
    const registered = new Set(documented.map((r) => `${r.method} ${r.url}`));
    expect([...OPERATIONS.keys()].filter((key) => !registered.has(key))).toEqual([]);
    // A route without an entry still gets an id and a summary (the document stays valid).
    expect(operation('POST', '/api/test-unconvertible')).toMatchObject({
      operationId: 'postApiTestUnconvertible',
      summary: 'POST /api/test-unconvertible',
    });
    expect(operation('PUT', '/api/rentals/:id/accept')).toMatchObject({
      operationId: 'acceptRental',
      summary: 'Accept a rental request, optionally with agreed handover times',
    });
  });

  it('declares the error answers each route gives, all with the one ApiError body, Retry-After on 429 and 503', () => {
    const errorsOf = (op: Operation | undefined) =>
      Object.keys(op?.responses ?? {})
        .filter((s) => /^[45]\d\d$/.test(s))
        .map(Number);
    for (const r of documented) {
      const name = `${r.method} ${r.url}`;
      const op = operation(r.method, r.url);
      const errors = errorsOf(op);
      expect(errors.length > 0 || r.url === '/healthz', name).toBe(true);
      expect(errors.includes(401), name).toBe(r.onRequest.includes(authenticated));
      expect(errors.includes(403), name).toBe(
        r.onRequest.includes(requireAdmin) || !['GET', 'HEAD'].includes(r.method),
      );
      expect(errors.includes(404), name).toBe(
        r.url.includes(':') || (OPERATIONS.get(name)?.errors ?? []).includes(404),
      );
      expect(errors.includes(413), name).toBe(r.bodyLimit > BODY_LIMITS.none);
      expect(errors.includes(503), name).toBe(r.url !== '/healthz');
      if (r.schema?.body || r.url.includes(':')) expect(errors, name).toContain(400);
      for (const status of OPERATIONS.get(name)?.errors ?? []) expect(errors, name).toContain(status);
      for (const status of errors) {
        const answer = op?.responses[status] as { headers?: Record<string, unknown> } & Operation['responses'][string];
        expect(answer.content?.['application/json']?.schema, `${name} ${status}`).toEqual({
          $ref: '#/components/schemas/ApiError',
        });
        expect(Object.keys(answer.headers ?? {}), `${name} ${status}`).toEqual(
          status === 429 || status === 503 ? ['Retry-After'] : [],
        );
      }
    }
    expect(errorsOf(operation('POST', '/api/rentals'))).toEqual([400, 401, 403, 404, 409, 413, 429, 503]);
    expect(errorsOf(operation('GET', '/api/items/:id'))).toEqual([400, 404, 503]);
    expect(errorsOf(operation('GET', '/api/admin/users'))).toEqual([400, 401, 403, 503]);
    expect(errorsOf(operation('POST', '/api/uploads'))).toEqual([400, 401, 403, 413, 429, 503]);
    expect(errorsOf(operation('GET', '/healthz'))).toEqual([]);
    expect(operation('POST', '/api/login')?.responses['429']).toMatchObject({
      description: expect.stringMatching(/Retry-After/),
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
    });
  });

  it('passes Redocly’s lint, recommended rules, with no error', async () => {
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(errors).toEqual([]);
    // The rule that started this (issue 21 §8) really runs: without summaries it reports every operation.
    const bare = JSON.parse(JSON.stringify(doc)) as Document;
    for (const item of Object.values(bare.paths)) for (const op of Object.values(item)) delete op.summary;
    const without = await lintFromString({ source: JSON.stringify(bare), absoluteRef: 'openapi.json', config });
    expect(without.filter((p) => p.ruleId === 'operation-summary' && p.severity === 'error').length).toBe(
      Object.values(doc.paths).flatMap((item) => Object.values(item)).length,
    );
  });

  it('tags every operation with a declared feature', () => {
    expect(doc.tags.map((t) => t.name)).toEqual(FEATURE_TAGS.map((t) => t.name));
    const declared = new Set(doc.tags.map((t) => t.name));
    for (const r of documented.filter((x) => x.url !== '/api/test-unconvertible')) {
      const tags = operation(r.method, r.url)?.tags ?? [];
      expect(tags, `${r.method} ${r.url}: declare its tag in plugins/openapi-tags.ts`).toHaveLength(1);
      expect(declared.has(tags[0]), `${r.method} ${r.url}: tag ${tags[0]} is not in plugins/openapi-tags.ts`).toBe(
        true,
      );
    }
    expect(operation('POST', '/api/login')?.tags).toEqual(['auth']);
    expect(operation('GET', '/api/user')?.tags).toEqual(['auth']);
    expect(operation('GET', '/api/users/:id')?.tags).toEqual(['users']);
    expect(operation('POST', '/api/uploads')?.tags).toEqual(['photos']);
    expect(operation('PUT', '/api/rentals/:id/accept')?.tags).toEqual(['rentals']);
    expect(operation('GET', '/readyz')?.tags).toEqual(['health']);
  });

  it('leaves out the reference page, the document itself and the dev tools (outbox, clock)', () => {
    const paths = Object.keys(doc.paths);
    expect(
      paths.filter(
        (p) =>
          p.startsWith('/api/docs') || p.includes('/dev/') || p === '/api/openapi.json' || p.startsWith('/uploads'),
      ),
    ).toEqual([]);
    // Registered all the same: left out on purpose, not missed.
    const registered = app.registeredRoutes.map((r) => `${r.method} ${r.url}`);
    expect(registered).toEqual(
      expect.arrayContaining([
        'GET /api/docs',
        'GET /api/openapi.json',
        'GET /api/dev/outbox',
        'GET /dev/outbox',
        'GET /api/dev/clock',
        'POST /api/dev/clock',
      ]),
    );
  });

  it('is the same document the reference page loads, never stored by the browser', async () => {
    const page = await app.inject('/api/docs/json');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual(doc);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the reference page at /api/docs', async () => {
  const dev = await createTestApp();
  const prod = await createTestApp({
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://localhost:2525',
    PUBLIC_URL: 'https://rent.example.com',
  });

  it('answers 200 HTML that loads Swagger UI from its own files, in development and in production', async () => {
    for (const { app } of [dev, prod]) {
      for (const url of ['/api/docs', '/api/docs/']) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toContain('<div id="swagger-ui"></div>');
        expect(res.body).toContain('<title>Wypożyczalnia API</title>');
        // No inline script: the page works under a script-src of 'self' alone.
        expect(res.body.match(/<script[^>]*>/g)?.every((tag) => tag.includes(' src='))).toBe(true);
      }
      for (const file of [
        'swagger-ui-bundle.js',
        'swagger-ui-standalone-preset.js',
        'swagger-initializer.js',
        'swagger-ui.css',
      ]) {
        const res = await app.inject(`/api/docs/static/${file}`);
        expect(res.statusCode, file).toBe(200);
        expect(res.headers['content-type'], file).toMatch(file.endsWith('.js') ? /javascript/ : /text\/css/);
      }
      expect((await app.inject('/api/openapi.json')).statusCode).toBe(200);
    }
  });

  it('keeps the app’s Content-Security-Policy: the same header as every other answer, inline scripts still refused in production', async () => {
    for (const { app } of [dev, prod]) {
      const page = await app.inject('/api/docs');
      const csp = page.headers['content-security-policy'];
      expect(csp).toBe((await app.inject('/api/categories')).headers['content-security-policy']);
      expect((await app.inject('/api/docs/static/swagger-ui-bundle.js')).headers['content-security-policy']).toBe(csp);
    }
    expect(
      /script-src [^;]*'unsafe-(inline|eval)'/.test(
        String((await prod.app.inject('/api/docs')).headers['content-security-policy']),
      ),
    ).toBe(false);
  });

  it('documents the production API: the dev outbox exists neither as a route nor in the document there', async () => {
    const doc = (await prod.app.inject('/api/openapi.json')).json<Document>();
    expect(Object.keys(doc.paths)).toEqual(
      Object.keys((await dev.app.inject('/api/openapi.json')).json<Document>().paths),
    );
    expect((await prod.app.inject('/api/dev/outbox')).statusCode).toBe(404);
  });
});
