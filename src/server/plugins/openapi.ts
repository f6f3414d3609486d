import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { version } from '../../../package.json';
import { DOCS_PATH, OPENAPI_PATH, transform, transformObject, type SessionGuards } from './openapi-document';
import { FEATURE_TAGS } from './openapi-tags';

const swaggerOptions = (guards: SessionGuards): FastifyDynamicSwaggerOptions => ({
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'Wypożyczalnia API',
      version,
      description:
        'The JSON API of the Wypożyczalnia rental marketplace, generated from the zod schemas the server validates ' +
        'with. An error is `{ code, message, fields? }`, its message in the language of `Accept-Language` (Polish by ' +
        'default). Signed-in calls carry the `sid` session cookie that POST /api/login sets; a call that changes ' +
        'something must come from the app’s own origin. Money is in złoty as decimal strings, dates are days in Poland.',
    },
    // Relative: the API is served by the app's own origin, whatever PUBLIC_URL a deployment has.
    servers: [{ url: '/', description: 'The origin this document was loaded from' }],
    tags: FEATURE_TAGS.map((t) => ({ ...t })),
    components: { securitySchemes: { cookieAuth: { type: 'apiKey', in: 'cookie', name: guards.cookie } } },
  },
  transform: (args) => transform(args, guards),
  transformObject,
});

/**
 * The OpenAPI document of the API, built from the route schemas, at /api/openapi.json, and a Swagger UI reference
 * page at /api/docs (docs/decisions/0025). Registered before the routes: @fastify/swagger collects them as they come.
 */
export default fp<{ guards: SessionGuards }>(async (app, { guards }) => {
  await app.register(swagger, swaggerOptions(guards));
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // Its scripts and styles are files under /api/docs/static/: the app's own CSP (security.ts) needs no exception.
    // BaseLayout: the reference alone, without the top bar's box for exploring other documents' URLs.
    // The features' tags start closed: with every tag open ('list'), this Swagger UI (5, in @fastify/swagger-ui 6)
    // stops drawing after the fifth operation once the document has more than 110 paths (issue 27 brought it to 116;
    // measured on the served document, no error anywhere). A tag opens on a click; a deep link opens its own.
    uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'none', defaultModelsExpandDepth: 0 },
    theme: { title: 'Wypożyczalnia API' },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
});
