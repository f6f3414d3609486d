import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Answers above 1 KiB compressed (brotli or gzip, as the client accepts; @fastify/compress's defaults: brotli at
 * quality 4, the live event stream left alone). Registered before the routes: it hooks each route as it is added.
 * Request bodies are not decompressed (as before: the body limits keep counting the bytes sent).
 */
export default fp(async (app) => {
  // Before compress's own onRoute hook, which otherwise adds decompression to every route.
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(compress, { global: true, threshold: 1024 });
});
