import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './provider';
import { signPayload, verifyPayload } from './webhook-signature';

const secret = 'whsec_local_test_provider_secret_0123456789';
const body = '{"id":"evt_test_1","type":"payment_intent.succeeded"}';
const t = 1_800_000_000;

describe("the test provider's signatures (Stripe's scheme)", () => {
  it("signs exactly as Stripe's SDK does, so Stripe's verifier accepts them", () => {
    expect(signPayload(body, secret, t)).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: t }),
    );
    const header = signPayload(body, secret, Math.floor(Date.now() / 1000));
    expect(Stripe.webhooks.constructEvent(body, header, secret, 300).id).toBe('evt_test_1');
  });

  it('verifies its own signature and any one of several v1 signatures (secret rotation)', () => {
    expect(() => verifyPayload(Buffer.from(body), signPayload(body, secret, t), secret, t + 10)).not.toThrow();
    const rotated = `${signPayload(body, 'whsec_old_one', t)},v1=${signPayload(body, secret, t).split('v1=')[1]}`;
    expect(() => verifyPayload(Buffer.from(body), rotated, secret, t)).not.toThrow();
  });

  it('refuses a wrong secret, a tampered body, no header, a malformed header and a timestamp 300 s away', () => {
    const refused = (payload: string, header: string | undefined, now = t) =>
      expect(() => verifyPayload(Buffer.from(payload), header, secret, now)).toThrow(WebhookSignatureError);
    refused(body, signPayload(body, 'whsec_other', t));
    refused(body.replace('succeeded', 'processing'), signPayload(body, secret, t));
    refused(body, undefined);
    refused(body, '');
    refused(body, 'v1=abc');
    refused(body, `t=${t}`);
    refused(body, `t=${t},v1=zz`);
    refused(body, signPayload(body, secret, t), t + 301);
    refused(body, signPayload(body, secret, t), t - 301);
    expect(() => verifyPayload(Buffer.from(body), signPayload(body, secret, t), secret, t + 300)).not.toThrow();
  });
});
