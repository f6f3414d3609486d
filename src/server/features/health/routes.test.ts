import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

describe('health', async () => {
  const { app } = await createTestApp();

  it('GET /healthz answers while the process is up', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz checks the database', async () => {
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('GET /api/categories lists the 7 categories with emoji and description', async () => {
    const res = await app.inject('/api/categories');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(7);
    expect(list.map((c: { id: number }) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const c of list) expect(c.emoji && c.description && c.name).toBeTruthy();
  });
});
