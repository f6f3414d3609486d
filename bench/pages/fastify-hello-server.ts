// Child process of bench/pages.ts: a bare Fastify hello-world (no plugins, no logger) on a free loopback port, the
// framework's own floor next to bench/search/hello-server.ts's bare Node http one.
import Fastify from 'fastify';
import { serveUntilStopped } from '../search/child';

const app = Fastify({ logger: false });
app.get('/', async () => 'Hello, world!');
await app.listen({ host: '127.0.0.1', port: 0 });
serveUntilStopped((app.server.address() as { port: number }).port, () => app.close());
