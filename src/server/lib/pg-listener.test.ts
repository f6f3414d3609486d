import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { createPgListener, STOP_WAIT_MS } from '@/server/lib/pg-listener';

/** A server that accepts connections and then neither reads nor answers, like a database host that hangs. */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((s) => {
    connections++;
    s.pause();
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    get connections() {
      return connections;
    },
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('pg listener', async () => {
  const silent = await silentServer();
  afterAll(() => silent.close());

  it('stops within its bound while the database accepts the connection and never answers, and does not connect again', async () => {
    const db = { $client: { options: { connectionString: `postgres://u:p@127.0.0.1:${silent.port}/x` } } };
    const listener = createPgListener(db as unknown as Db, 'test_channel', { onNotification: () => {} });
    void listener.start();
    await expect.poll(() => silent.connections).toBe(1);

    const started = Date.now();
    await listener.stop();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(STOP_WAIT_MS - 50);
    expect(took).toBeLessThan(STOP_WAIT_MS + 1_000);
    expect(listener.listening).toBe(false);
    // Stopped for good: the dropped connection is not tried again.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(silent.connections).toBe(1);
  });

  it('gives up on a connection attempt that gets no answer and tries again, with the backoff', async () => {
    const before = silent.connections;
    const db = { $client: { options: { connectionString: `postgres://u:p@127.0.0.1:${silent.port}/x` } } };
    const listener = createPgListener(
      db as unknown as Db,
      'test_channel',
      { onNotification: () => {} },
      {
        connectTimeoutMs: 300,
      },
    );
    void listener.start();
    // The first attempt hangs; 300 ms later it counts as broken and a second follows after the first backoff (1 s).
    await expect.poll(() => silent.connections - before, { timeout: 5_000 }).toBe(2);
    expect(listener.listening).toBe(false);
    await listener.stop();
  });
});
