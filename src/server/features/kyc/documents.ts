import { randomUUID } from 'node:crypto';
import type { DocumentStorage } from '@/server/adapters/documents/document-storage';
import type { KycDocumentSide } from '@/shared/schemas/kyc';
import type { JobLog } from '@/server/jobs/types';

/** The storage keys of one submission's images, as kyc_verifications holds them. */
export interface DocumentKeys {
  documentFrontKey: string | null;
  documentBackKey: string | null;
  selfieKey: string | null;
}

export const SIDE_COLUMN: Record<KycDocumentSide, keyof DocumentKeys> = {
  front: 'documentFrontKey',
  back: 'documentBackKey',
  selfie: 'selfieKey',
};

/**
 * A fresh key per image: random, so a key says nothing and cannot be guessed from an id; the file is written before
 * its row exists (the row's transaction then commits or the file is removed).
 */
export function newDocumentKey(userId: number, side: KycDocumentSide): string {
  return `kyc/${userId}/${randomUUID()}-${side}.jpg`;
}

export function keysOf(row: DocumentKeys): string[] {
  return [row.documentFrontKey, row.documentBackKey, row.selfieKey].filter((k): k is string => k !== null);
}

/**
 * Removes the files; a failure is logged and not thrown: the row already says they are gone (keys null), and what
 * could not be removed is at worst an encrypted file nobody points to, which the log names for an operator.
 */
export async function removeDocuments(storage: DocumentStorage, keys: readonly string[], log?: JobLog): Promise<void> {
  for (const key of keys) {
    try {
      await storage.remove(key);
    } catch (err) {
      log?.error({ err, key }, 'could not remove a KYC document');
    }
  }
}
