import type * as S3Sdk from '@aws-sdk/client-s3';
import { s3ClientOf, type S3Sender } from '@/server/adapters/storage/s3-storage';
import { isValidStorageKey } from '@/server/adapters/storage/storage';
import { decryptDocument, encryptDocument } from './document-crypto';
import type { DocumentStorage } from './document-storage';

let sdkModule: Promise<typeof S3Sdk> | undefined;
const sdk = () => (sdkModule ??= import('@aws-sdk/client-s3'));

export interface S3DocumentOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Encrypted objects in a private bucket (no public URL is ever made from them): the bytes are sealed here, so the
 * bucket's own encryption and policies are a second wall, not the only one.
 */
export function createS3DocumentStorage(opts: S3DocumentOptions, key: Buffer, sender?: S3Sender): DocumentStorage {
  let client: Promise<S3Sender> | undefined = sender && Promise.resolve(sender);
  const clientOf = () => (client ??= s3ClientOf({ ...opts, publicUrl: '' }));
  const checked = (storageKey: string) => {
    if (!isValidStorageKey(storageKey)) throw new Error(`Invalid storage key: ${storageKey}`);
    return storageKey;
  };
  return {
    kind: 's3',
    async put(storageKey, data, contentType) {
      const { PutObjectCommand } = await sdk();
      await (
        await clientOf()
      ).send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: checked(storageKey),
          Body: encryptDocument(key, storageKey, data, contentType),
          ContentType: 'application/octet-stream',
          CacheControl: 'no-store',
        }),
      );
    },
    async get(storageKey) {
      const { GetObjectCommand } = await sdk();
      try {
        const out = await (
          await clientOf()
        ).send(new GetObjectCommand({ Bucket: opts.bucket, Key: checked(storageKey) }));
        const body = out.Body as { transformToByteArray(): Promise<Uint8Array> } | undefined;
        if (!body) return null;
        return decryptDocument(key, storageKey, Buffer.from(await body.transformToByteArray()));
      } catch (e) {
        const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (err.name === 'NoSuchKey' || err.$metadata?.httpStatusCode === 404) return null;
        throw e;
      }
    },
    seal: (storageKey, data, contentType) => encryptDocument(key, storageKey, data, contentType),
    open: (storageKey, envelope) => decryptDocument(key, storageKey, envelope),
    async remove(storageKey) {
      const { DeleteObjectCommand } = await sdk();
      await (await clientOf()).send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: checked(storageKey) }));
    },
  };
}
