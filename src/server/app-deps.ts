import type { DocumentStorage } from './adapters/documents/document-storage';
import type { Mailer } from './adapters/mail/mailer';
import type { PaymentProvider } from './adapters/payments/provider';
import type { SmsSender } from './adapters/sms/sms-sender';
import type { FileStorage } from './adapters/storage/storage';
import type { Config } from './config';
import type { Db } from './db/client';
import type { RentalProcess } from './effects/rental-process';
import type { Outboxes } from './effects/unit-of-work';
import type { Clock } from './lib/clock';

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
  /** The one source of now (lib/clock.ts): the wall clock in production, the shared dev clock elsewhere. */
  clock: Clock;
  /** The rental process (server/process/): every move of a rental with its effects. */
  process: RentalProcess;
  /** The durable side effects' outboxes, bound to these dependencies; units of work send through them. */
  outboxes: Outboxes;
}
