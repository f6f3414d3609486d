import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

describe('local file storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-storage-'));
  const uploads = path.join(root, 'uploads');
  const storage = createLocalStorage(uploads);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores a file under the uploads folder and hands out its /uploads/ URL', async () => {
    const url = await storage.put('avatars/1-abc.webp', Buffer.from('x'), 'image/webp');
    expect(url).toBe('/uploads/avatars/1-abc.webp');
    expect(fs.readFileSync(path.join(uploads, 'avatars', '1-abc.webp'), 'utf8')).toBe('x');
    expect((await storage.get(url))?.toString('utf8')).toBe('x');
    await storage.remove(url);
    expect(await storage.get(url)).toBeNull();
    expect(await storage.get('https://elsewhere.example.com/avatars/1-abc.webp')).toBeNull();
    expect(fs.existsSync(path.join(uploads, 'avatars', '1-abc.webp'))).toBe(false);
    await storage.remove(url); // already gone: no error
  });

  it('never writes or deletes outside the uploads folder', async () => {
    const outside = path.join(root, 'secret.txt');
    fs.writeFileSync(outside, 'keep');
    await expect(storage.put('../secret.txt', Buffer.from('overwritten'), 'text/plain')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.put('/etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.remove('/uploads/../secret.txt')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('/uploads/../secret.txt')).rejects.toThrow(/Invalid storage key/);
    await storage.remove('https://elsewhere.example.com/secret.txt');
    await storage.remove('/secret.txt');
    expect(fs.readFileSync(outside, 'utf8')).toBe('keep');
  });
});
