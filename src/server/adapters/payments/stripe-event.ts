import type { ProviderEvent } from './provider';

interface EventLike {
  id?: unknown;
  type?: unknown;
  created?: unknown;
  /** Set on the events of a connected account (Connect webhooks): which account they happened on. */
  account?: unknown;
  data?: { object?: Record<string, unknown> | null } | null;
}

function text(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  // An expanded object in place of an id.
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string')
    return (value as { id: string }).id;
  return null;
}

/**
 * A Stripe-shaped event (Stripe's own, or the test provider's copy of its shape) as the payments feature sees it:
 * which intent, refund or connected account it is about. The feature re-reads the intent (and the account) from the
 * provider, so only ids matter.
 */
export function toProviderEvent(event: EventLike): ProviderEvent {
  const object = event.data?.object ?? {};
  const kind = object.object;
  const intentId =
    kind === 'payment_intent'
      ? text(object.id)
      : kind === 'charge' || kind === 'refund' || kind === 'dispute'
        ? text(object.payment_intent)
        : null;
  // account.updated is about its object; a connected account's own events (payout.paid) name it at the top level.
  const accountId = kind === 'account' ? text(object.id) : text(event.account);
  return {
    id: String(event.id),
    type: String(event.type),
    created: typeof event.created === 'number' ? event.created : 0,
    intentId,
    refundId: kind === 'refund' ? text(object.id) : null,
    accountId,
    dispute:
      kind === 'dispute' && text(object.id) && typeof object.amount === 'number'
        ? { id: text(object.id)!, amount: object.amount }
        : null,
  };
}
