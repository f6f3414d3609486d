import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError } from './provider';

/**
 * Stripe's webhook signature scheme (`t=<unix s>,v1=<hex HMAC-SHA256 of "t.body">`), written out for the test
 * provider so that its events travel the same verified path as Stripe's. Stripe's own SDK verifies Stripe's events.
 */
export function signPayload(payload: string | Buffer, secret: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** Throws WebhookSignatureError unless one v1 signature matches and the timestamp is within the tolerance. */
export function verifyPayload(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
  tolerance = WEBHOOK_TOLERANCE_SECONDS,
): void {
  if (!header) throw new WebhookSignatureError('No signature header');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) throw new WebhookSignatureError('Malformed signature header');
  const expected = Buffer.from(signPayload(payload, secret, timestamp).split('v1=')[1], 'hex');
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('No signature matches the payload');
  // Either direction: a far-future timestamp is as suspicious as an old one (replay with a forged clock).
  if (Math.abs(nowSeconds - timestamp) > tolerance) throw new WebhookSignatureError('Timestamp outside the tolerance');
}
