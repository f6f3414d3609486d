import { createOutboxMailer } from '@/server/adapters/mail/outbox-mailer';
import type { Mailer } from '@/server/adapters/mail/mailer';
import type { PaymentProvider } from '@/server/adapters/payments/provider';
import type { SmsSender } from '@/server/adapters/sms/sms-sender';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import { systemClock, type Clock } from '@/server/lib/clock';
import { composeDeps } from '@/server/process/compose';

/**
 * The dependencies a job or a service gets, composed as the app composes them (process/compose.ts: the rental
 * process and the outboxes), for tests that call a job or a service directly. The mailer is the outbox (dev) mailer
 * unless one is given; the clock the wall clock unless one is given.
 */
export function testDeps(parts: {
  db: Db;
  config: Config;
  mailer?: Mailer;
  sms?: SmsSender;
  payments?: PaymentProvider;
  clock?: Clock;
}) {
  return composeDeps({
    ...parts,
    mailer: parts.mailer ?? createOutboxMailer(parts.db),
    clock: parts.clock ?? systemClock,
  });
}
