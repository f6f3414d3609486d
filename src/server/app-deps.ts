import type { DocumentStorage } from './adapters/documents/document-storage';
import type { Mailer } from './adapters/mail/mailer';
import type { PaymentProvider } from './adapters/payments/provider';
import type { SmsSender } from './adapters/sms/sms-sender';
import type { FileStorage } from './adapters/storage/storage';
import type { Config } from './config';
import type { Db } from './db/client';

/** What every feature's routes receive: configuration and the real parts, built once in server.ts or a test. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  /** Stripe, or the built-in test provider (adapters/payments/create-provider.ts). */
  payments: PaymentProvider;
  /** SMSAPI.pl or the dev outbox (adapters/sms). */
  sms: SmsSender;
  /** Identity documents: private, encrypted (adapters/documents). */
  documents: DocumentStorage;
}
