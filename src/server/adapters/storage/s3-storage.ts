import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { isValidStorageKey, type FileStorage } from './storage';

/** The AWS SDK is large: it is loaded on first use, so a server on local disk never loads it. */
let sdkModule: Promise<typeof S3Sdk> | undefined;
const sdk = () => (sdkModule ??= import('@aws-sdk/client-s3'));

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, ...); AWS itself when absent. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The public base URL the bucket's objects are served from (a CDN or the bucket's website address). */
  publicUrl: string;
}

/** The part of S3Client this adapter uses, so tests can record the commands without a network. */
export type S3Sender = Pick<S3Client, 'send'>;

/** Files are immutable (every upload gets a new random key), so browsers and CDNs may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export async function s3ClientOf(opts: S3StorageOptions): Promise<S3Client> {
  const { S3Client } = await sdk();
  return new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    // MinIO and most S3-compatible services address buckets by path, not by sub-domain.
    forcePathStyle: Boolean(opts.endpoint),
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
  });
}

/**
 * Files in an S3-compatible bucket, served from `publicUrl`: key `items/12-ab.webp` is object `items/12-ab.webp`
 * and URL `<publicUrl>/items/12-ab.webp`. The card variant follows the same naming as on disk (`.card.webp`).
 */
export function createS3Storage(opts: S3StorageOptions, sender?: S3Sender): FileStorage {
  let client: Promise<S3Sender> | undefined = sender && Promise.resolve(sender);
  const clientOf = () => (client ??= s3ClientOf(opts));
  const base = opts.publicUrl.replace(/\/+$/, '') + '/';
  const urlOf = (key: string) => base + key.split('/').map(encodeURIComponent).join('/');
  const keyOf = (url: string): string | null => {
    if (!url.startsWith(base)) return null;
    let key: string;
    try {
      key = url.slice(base.length).split('/').map(decodeURIComponent).join('/');
    } catch {
      return null;
    }
    return isValidStorageKey(key) && !/[?#]/.test(url) ? key : null;
  };
  return {
    kind: 's3',
    async put(key, data, contentType) {
      if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
      const { PutObjectCommand } = await sdk();
      await (
        await clientOf()
      ).send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
      return urlOf(key);
    },
    owns(url) {
      return keyOf(url) !== null;
    },
    async remove(url) {
      const key = keyOf(url);
      if (key === null) return;
      const { DeleteObjectCommand } = await sdk();
      await (await clientOf()).send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key }));
    },
    async get(url) {
      const key = keyOf(url);
      if (key === null) return null;
      const { GetObjectCommand } = await sdk();
      try {
        const out = await (await clientOf()).send(new GetObjectCommand({ Bucket: opts.bucket, Key: key }));
        const body = out.Body as { transformToByteArray(): Promise<Uint8Array> } | undefined;
        return body ? Buffer.from(await body.transformToByteArray()) : null;
      } catch (e) {
        const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (err.name === 'NoSuchKey' || err.$metadata?.httpStatusCode === 404) return null;
        throw e;
      }
    },
  };
}
