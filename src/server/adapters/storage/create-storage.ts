import path from 'node:path';
import type { Config } from '@/server/config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';

/** S3-compatible storage when S3_BUCKET and its companions are set, files under DATA_DIR/uploads otherwise. */
export function createStorage(config: Config): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.DATA_DIR, 'uploads'));
}
