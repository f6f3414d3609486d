// Child process of bench/search.ts: the baseline, a bare Node http hello-world on a free loopback port.
import http from 'node:http';
import { serveUntilStopped } from './child';

const body = Buffer.from('Hello, world!');
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  serveUntilStopped(
    (server.address() as { port: number }).port,
    () => new Promise<void>((resolve) => server.close(() => resolve())),
  );
});
