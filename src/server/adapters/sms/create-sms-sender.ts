import type { Config } from '@/server/config';
import type { DbOrTx } from '@/server/db/client';
import { createOutboxSms } from './outbox-sms';
import type { SmsSender } from './sms-sender';
import { createSmsapiSender } from './smsapi-sender';

/** SMSAPI.pl when SMSAPI_TOKEN is set (required in production), otherwise the dev outbox. */
export function createSmsSender(config: Config, db: DbOrTx): SmsSender {
  if (config.SMSAPI_TOKEN)
    return createSmsapiSender({ token: config.SMSAPI_TOKEN, url: config.SMSAPI_URL, sender: config.SMSAPI_SENDER });
  return createOutboxSms(db);
}
