import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll } from 'vitest';

/** A JPEG carrying EXIF: a copyright line, a camera make and a GPS position. */
export function jpegWithExif(width = 800, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'secret-owner', Make: 'SpyCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 0/1' },
    })
    .toBuffer();
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

/** A tiny HTTP server on 127.0.0.1 for the fetcher's tests; closed after the test file. Returns its base URL. */
export async function startImageServer(routes: Record<string, Handler>): Promise<string> {
  const server = http.createServer((req, res) => {
    const handler = routes[(req.url ?? '/').split('?')[0]];
    if (!handler) return void res.writeHead(404).end('not found');
    // A handler that fails answers 500, as a real server would, instead of leaving the request hanging.
    Promise.resolve(handler(req, res)).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
