import { SMSAPI } from 'smsapi';
import type { SmsMessage, SmsSender } from './sms-sender';

/** A send that has not answered by then is a failure: the delivery is retried rather than holding the request. */
const SEND_TIMEOUT_MS = 10_000;
/** Statuses SMSAPI answers for a message it did not take. */
const REFUSED = new Set(['ERROR', 'REJECTED', 'FAILED', 'UNDELIVERED', 'EXPIRED', 'NOT_FOUND', 'STOP']);

export interface SmsapiOptions {
  token: string;
  /** The API address: https://api.smsapi.pl (SMSAPI.pl) or https://api.smsapi.com. */
  url: string;
  /** A sender name approved at SMSAPI; without it the account's default. */
  sender?: string;
  timeoutMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`SMSAPI did not answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * SMSAPI.pl through its official client. Every refusal throws (an `{ error, message }` answer, an HTTP error such as
 * 401 for a bad token, a message not queued), so the delivery stays pending and the drain retries it with backoff.
 * `noUnicode` makes SMSAPI refuse rather than silently send a 70-character UCS-2 message.
 */
export function createSmsapiSender(opts: SmsapiOptions): SmsSender {
  const client = new SMSAPI(opts.token, opts.url);
  return {
    kind: 'smsapi',
    async send(m: SmsMessage) {
      const answer = await withTimeout(
        client.sms.sendSms(m.to, m.text, {
          ...(opts.sender ? { from: opts.sender } : {}),
          encoding: 'utf-8',
          noUnicode: true,
          maxParts: 1,
        }),
        opts.timeoutMs ?? SEND_TIMEOUT_MS,
      );
      const refused = answer.list.find((entry) => REFUSED.has(entry.status));
      if (answer.list.length === 0 || refused)
        throw new Error(`SMSAPI did not queue the message${refused ? `: ${refused.status}` : ''}`);
    },
  };
}
