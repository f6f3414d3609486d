import { DeleteObjectCommand, PutObjectCommand, type GetObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { cardVariantOf } from '@/server/lib/images';
import { createS3Storage, s3ClientOf } from './s3-storage';

/** Records the commands the adapter would send; no network (the adapter is untested against a real S3). */
function recorder() {
  const sent: (PutObjectCommand | DeleteObjectCommand)[] = [];
  const client = { send: async (command: PutObjectCommand | DeleteObjectCommand) => void sent.push(command) };
  return { sent, client };
}

const options = {
  bucket: 'wyp-photos',
  region: 'eu-central-1',
  accessKeyId: 'AKIA-test',
  secretAccessKey: 'secret',
  publicUrl: 'https://cdn.example.com/photos/',
};

describe('S3 storage', () => {
  it('puts an object under its key and hands out <S3_PUBLIC_URL>/<key>, with the card variant beside it', async () => {
    const { sent, client } = recorder();
    const storage = createS3Storage(options, client);
    expect(storage.kind).toBe('s3');
    const url = await storage.put('items/12-abc.webp', Buffer.from('main'), 'image/webp');
    const card = await storage.put(cardVariantOf('items/12-abc.webp'), Buffer.from('card'), 'image/webp');
    expect(url).toBe('https://cdn.example.com/photos/items/12-abc.webp');
    expect(card).toBe('https://cdn.example.com/photos/items/12-abc.card.webp');
    expect(cardVariantOf(url)).toBe(card);
    const put = sent[0];
    expect(put).toBeInstanceOf(PutObjectCommand);
    if (!(put instanceof PutObjectCommand)) return;
    expect(put.input).toMatchObject({ Bucket: 'wyp-photos', Key: 'items/12-abc.webp', ContentType: 'image/webp' });
    expect(put.input.CacheControl).toContain('immutable');
    expect(Buffer.isBuffer(put.input.Body) ? put.input.Body.toString('utf8') : put.input.Body).toBe('main');
  });

  it('owns and removes only URLs under its public base, mapping them back to keys', async () => {
    const { sent, client } = recorder();
    const storage = createS3Storage(options, client);
    const url = 'https://cdn.example.com/photos/demo/items/01-wiertarka.webp';
    expect(storage.owns(url)).toBe(true);
    await storage.remove(url);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(DeleteObjectCommand);
    expect(sent[0].input).toEqual({ Bucket: 'wyp-photos', Key: 'demo/items/01-wiertarka.webp' });

    const foreign = [
      '/uploads/items/1-a.webp',
      'https://cdn.example.com/other/x.webp',
      'https://cdn.example.com/photosx/x.webp',
      'https://evil.example.com/photos/items/1.webp',
      'https://cdn.example.com/photos/../secret',
      'https://cdn.example.com/photos/items/%2e%2e/x.webp',
      'https://cdn.example.com/photos/items//x.webp',
      'https://cdn.example.com/photos/items/x.webp?x=1',
    ];
    for (const u of foreign) {
      expect(storage.owns(u), u).toBe(false);
      await storage.remove(u);
    }
    expect(sent).toHaveLength(1);
  });

  it('refuses keys that are not plain relative paths', async () => {
    const storage = createS3Storage(options, recorder().client);
    for (const key of ['../x.webp', '/abs.webp', 'a//b.webp', 'a/./b.webp', 'a\\b.webp', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('encodes key segments in URLs and decodes them back', async () => {
    const { sent, client } = recorder();
    const storage = createS3Storage({ ...options, publicUrl: 'https://cdn.example.com' }, client);
    const url = await storage.put('demo/zdjęcie 1.webp', Buffer.from('x'), 'image/webp');
    expect(url).toBe('https://cdn.example.com/demo/zdj%C4%99cie%201.webp');
    await storage.remove(url);
    expect(sent[1].input.Key).toBe('demo/zdjęcie 1.webp');
  });
});

describe('S3 storage reads', () => {
  it('gets an object it owns by its URL, null for a missing key or a foreign URL', async () => {
    const asked: string[] = [];
    const client = {
      send: async (command: GetObjectCommand) => {
        const key = command.input.Key!;
        asked.push(key);
        if (key === 'items/gone.webp') throw Object.assign(new Error('missing'), { name: 'NoSuchKey' });
        return { Body: { transformToByteArray: async () => new TextEncoder().encode(`bytes of ${key}`) } };
      },
    };
    const storage = createS3Storage(options, client);
    const photo = await storage.get('https://cdn.example.com/photos/items/12-abc.webp');
    expect(photo?.toString('utf8')).toBe('bytes of items/12-abc.webp');
    expect(await storage.get('https://cdn.example.com/photos/items/gone.webp')).toBeNull();
    expect(await storage.get('/uploads/items/12-abc.webp')).toBeNull();
    expect(asked).toEqual(['items/12-abc.webp', 'items/gone.webp']);
  });
});

describe('S3 client', () => {
  it('uses path-style addressing with a custom endpoint (MinIO) and virtual hosts on AWS', async () => {
    const minio = await s3ClientOf({ ...options, endpoint: 'http://localhost:9000' });
    expect(await minio.config.region()).toBe('eu-central-1');
    expect(minio.config.forcePathStyle).toBe(true);
    expect((await minio.config.credentials()).accessKeyId).toBe('AKIA-test');
    const aws = await s3ClientOf(options);
    expect(aws.config.forcePathStyle).toBe(false);
  });
});

describe('S3 configuration', () => {
  const full = {
    S3_BUCKET: 'wyp-photos',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'minio',
    S3_SECRET_ACCESS_KEY: 'minio-secret',
    S3_PUBLIC_URL: 'http://localhost:9000/wyp-photos/',
    S3_ENDPOINT: 'http://localhost:9000',
  };

  it('is off by default and on with every value set (S3_ENDPOINT optional)', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: '', S3_REGION: '' }).s3).toBeNull();
    expect(loadConfig(full).s3).toEqual({
      bucket: 'wyp-photos',
      region: 'us-east-1',
      endpoint: 'http://localhost:9000',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      publicUrl: 'http://localhost:9000/wyp-photos',
    });
    const { S3_ENDPOINT: _endpoint, ...aws } = full;
    expect(loadConfig(aws).s3?.endpoint).toBeUndefined();
  });

  it('is all or nothing: every missing value is listed', () => {
    const message = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (e) {
        return (e as Error).message;
      }
      throw new Error('expected a ConfigError');
    };
    const msg = message({ S3_BUCKET: 'wyp-photos', S3_REGION: 'eu-central-1' });
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'])
      expect(msg).toContain(`${name}: required`);
    expect(msg).not.toContain('S3_BUCKET: required');
    expect(message({ S3_ENDPOINT: 'http://localhost:9000' })).toContain('S3_BUCKET: required');
    expect(message({ ...full, S3_PUBLIC_URL: 'ftp://files' })).toContain('S3_PUBLIC_URL');
    expect(message({ ...full, S3_ENDPOINT: 'not a url' })).toContain('S3_ENDPOINT');
  });
});
