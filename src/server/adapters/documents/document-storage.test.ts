import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createDocumentStorage, privateDocumentsDir } from './create-document-storage';
import { decryptDocument, encryptDocument } from './document-crypto';
import { documentEncryptionKey } from './encryption-key';
import { createLocalDocumentStorage } from './local-document-storage';
import { createS3DocumentStorage } from './s3-document-storage';

const KEY = Buffer.alloc(32, 7);
const IMAGE = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF'), randomBytes(2000)]);

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kyc-docs-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('document encryption', () => {
  it('round-trips the data and its content type, with a fresh IV each time', () => {
    const a = encryptDocument(KEY, 'kyc/1/front.jpg', IMAGE, 'image/jpeg');
    const b = encryptDocument(KEY, 'kyc/1/front.jpg', IMAGE, 'image/jpeg');
    expect(a.equals(b)).toBe(false);
    expect(decryptDocument(KEY, 'kyc/1/front.jpg', a)).toEqual({ data: IMAGE, contentType: 'image/jpeg' });
  });

  it('detects tampering, a wrong key and a file moved under another name', () => {
    const sealed = encryptDocument(KEY, 'kyc/1/front.jpg', IMAGE, 'image/jpeg');
    for (const at of [0, 5, 20, 40, sealed.length - 1]) {
      const altered = Buffer.from(sealed);
      altered[at] ^= 1;
      expect(() => decryptDocument(KEY, 'kyc/1/front.jpg', altered), `byte ${at}`).toThrow();
    }
    expect(() => decryptDocument(KEY, 'kyc/1/front.jpg', sealed.subarray(0, sealed.length - 10))).toThrow();
    expect(() => decryptDocument(Buffer.alloc(32, 8), 'kyc/1/front.jpg', sealed)).toThrow();
    expect(() => decryptDocument(KEY, 'kyc/2/front.jpg', sealed)).toThrow();
  });
});

describe('local document storage', () => {
  it('stores encrypted files (not the image) readable by the owner only, and reads them back', async () => {
    const storage = createLocalDocumentStorage(dir, KEY);
    expect(storage.kind).toBe('local');
    await storage.put('kyc/1/front.jpg', IMAGE, 'image/jpeg');
    const file = path.join(dir, 'kyc/1/front.jpg.enc');
    const onDisk = await fs.readFile(file);
    expect(onDisk.includes(IMAGE.subarray(0, 8))).toBe(false);
    expect(onDisk.includes(IMAGE.subarray(100, 132))).toBe(false);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(await storage.get('kyc/1/front.jpg')).toEqual({ data: IMAGE, contentType: 'image/jpeg' });
    expect((await fs.readdir(path.dirname(file))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('answers null for a missing document, removes idempotently, and fails with another key', async () => {
    const storage = createLocalDocumentStorage(dir, KEY);
    expect(await storage.get('kyc/9/selfie.jpg')).toBeNull();
    await storage.put('kyc/9/selfie.jpg', IMAGE, 'image/jpeg');
    await expect(createLocalDocumentStorage(dir, Buffer.alloc(32, 1)).get('kyc/9/selfie.jpg')).rejects.toThrow();
    await storage.remove('kyc/9/selfie.jpg');
    await storage.remove('kyc/9/selfie.jpg');
    expect(await storage.get('kyc/9/selfie.jpg')).toBeNull();
  });

  it('refuses keys that leave its folder', async () => {
    const storage = createLocalDocumentStorage(dir, KEY);
    for (const key of ['../x', '/etc/passwd', 'a//b', 'a/../../b', ''])
      await expect(storage.put(key, IMAGE, 'image/jpeg'), key).rejects.toThrow(/Invalid storage key/);
  });
});

describe('the encryption key', () => {
  it('is generated once into DATA_DIR/kyc-key (mode 600) outside production and reused', async () => {
    const first = documentEncryptionKey({ dataDir: dir, production: false });
    const second = documentEncryptionKey({ dataDir: dir, production: false });
    expect(first.length).toBe(32);
    expect(second.equals(first)).toBe(true);
    expect((await fs.stat(path.join(dir, 'kyc-key'))).mode & 0o777).toBe(0o600);
  });

  it('comes from KYC_ENCRYPTION_KEY (hex or base64) and is required in production', () => {
    const hex = 'ab'.repeat(32);
    expect(documentEncryptionKey({ configured: hex, dataDir: dir, production: true })).toEqual(Buffer.from(hex, 'hex'));
    const b64 = Buffer.alloc(32, 3).toString('base64');
    expect(documentEncryptionKey({ configured: b64, dataDir: dir, production: false })).toEqual(Buffer.alloc(32, 3));
    expect(() => documentEncryptionKey({ dataDir: dir, production: true })).toThrow(/required in production/);
  });

  it('is what createDocumentStorage uses: local disk under DATA_DIR/private/kyc, not uploads', async () => {
    const config = loadConfig({ DATA_DIR: dir, KYC_ENCRYPTION_KEY: 'cd'.repeat(32) });
    const storage = createDocumentStorage(config);
    await storage.put('kyc/3/front.jpg', IMAGE, 'image/jpeg');
    expect(privateDocumentsDir(config)).toBe(path.join(dir, 'private', 'kyc'));
    await expect(fs.stat(path.join(dir, 'private/kyc/kyc/3/front.jpg.enc'))).resolves.toBeTruthy();
    await expect(fs.stat(path.join(dir, 'uploads'))).rejects.toThrow();
  });
});

describe('S3 document storage', () => {
  const options = { bucket: 'wyp-kyc', region: 'eu-central-1', accessKeyId: 'AKIA-test', secretAccessKey: 'secret' };

  /** A bucket in memory that records the commands; no network (as adapters/storage/s3-storage.test.ts). */
  function bucket() {
    const objects = new Map<string, Buffer>();
    const sent: unknown[] = [];
    const client = {
      send: async (command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand) => {
        sent.push(command);
        const k = command.input.Key!;
        if (command instanceof PutObjectCommand) objects.set(k, command.input.Body as Buffer);
        if (command instanceof DeleteObjectCommand) objects.delete(k);
        if (command instanceof GetObjectCommand) {
          const body = objects.get(k);
          if (!body) throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' });
          return { Body: { transformToByteArray: async () => new Uint8Array(body) } };
        }
        return {};
      },
    };
    return { objects, sent, client };
  }

  it('puts sealed objects in the private bucket, without public caching, and reads them back', async () => {
    const { objects, sent, client } = bucket();
    const storage = createS3DocumentStorage(options, KEY, client);
    expect(storage.kind).toBe('s3');
    await storage.put('kyc/1/front.jpg', IMAGE, 'image/jpeg');
    const put = sent[0] as PutObjectCommand;
    expect(put.input).toMatchObject({ Bucket: 'wyp-kyc', Key: 'kyc/1/front.jpg', CacheControl: 'no-store' });
    expect(put.input.ContentType).toBe('application/octet-stream');
    expect(objects.get('kyc/1/front.jpg')!.includes(IMAGE.subarray(0, 8))).toBe(false);
    expect(await storage.get('kyc/1/front.jpg')).toEqual({ data: IMAGE, contentType: 'image/jpeg' });
    await storage.remove('kyc/1/front.jpg');
    expect(sent.at(-1)).toBeInstanceOf(DeleteObjectCommand);
    expect(await storage.get('kyc/1/front.jpg')).toBeNull();
    await expect(storage.put('../x', IMAGE, 'image/jpeg')).rejects.toThrow(/Invalid storage key/);
  });

  it('is chosen by KYC_S3_BUCKET with the photo bucket settings, which it requires', () => {
    const base = { DATA_DIR: dir, KYC_ENCRYPTION_KEY: 'cd'.repeat(32), KYC_S3_BUCKET: 'wyp-kyc' };
    expect(() => createDocumentStorage(loadConfig(base))).toThrow(/S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    const s3 = {
      S3_BUCKET: 'wyp-photos',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_PUBLIC_URL: 'https://cdn.example.com',
    };
    expect(createDocumentStorage(loadConfig({ ...base, ...s3 })).kind).toBe('s3');
  });
});
