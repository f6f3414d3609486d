import path from 'node:path';
import type { Config } from '@/server/config';
import type { DocumentStorage } from './document-storage';
import { documentEncryptionKey } from './encryption-key';
import { createLocalDocumentStorage } from './local-document-storage';
import { createS3DocumentStorage } from './s3-document-storage';

/** Where identity documents are kept, outside the public uploads folder. */
export function privateDocumentsDir(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'private', 'kyc');
}

/**
 * Local disk under DATA_DIR/private/kyc, or the private bucket KYC_S3_BUCKET (with the photo bucket's region,
 * endpoint and credentials); both encrypt with KYC_ENCRYPTION_KEY (docs/decisions/0038-kyc.md).
 */
export function createDocumentStorage(config: Config): DocumentStorage {
  const key = documentEncryptionKey({
    configured: config.KYC_ENCRYPTION_KEY,
    dataDir: config.DATA_DIR,
    production: config.isProduction,
  });
  if (!config.KYC_S3_BUCKET) return createLocalDocumentStorage(privateDocumentsDir(config), key);
  const s3 = config.s3;
  if (!s3)
    throw new Error(
      'KYC_S3_BUCKET needs the photo bucket settings (S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, …)',
    );
  return createS3DocumentStorage(
    {
      bucket: config.KYC_S3_BUCKET,
      region: s3.region,
      endpoint: s3.endpoint,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    },
    key,
  );
}
