/**
 * The checkout remembers, for this tab, which rental and secret an intent belongs to: the provider's own pages (the
 * test bank, the authentication step, Stripe's redirect back) know only the intent, yet must confirm with its secret
 * and come back to the right rental.
 */
export interface RememberedIntent {
  rentalId: number;
  clientSecret: string;
}

const KEY = 'checkout-intents';

function readAll(): Record<string, RememberedIntent> {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, RememberedIntent>) : {};
  } catch {
    return {};
  }
}

export function rememberIntent(intentId: string, entry: RememberedIntent) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...readAll(), [intentId]: entry }));
  } catch {
    /* storage unavailable: the pages fall back to what their address carries */
  }
}

/** The intent id in an `intent` or `payment_intent` parameter, which may also be a client secret (`pi_…_secret_…`). */
export function intentIdOf(param: string): string {
  const at = param.indexOf('_secret_');
  return at > 0 ? param.slice(0, at) : param;
}

/** What the checkout remembered of an intent; a client secret passed in place of the id still gives the secret. */
export function recallIntent(param: string | null): Partial<RememberedIntent> & { intentId: string | null } {
  if (!param) return { intentId: null };
  const intentId = intentIdOf(param);
  const remembered = readAll()[intentId];
  return {
    intentId,
    rentalId: remembered?.rentalId,
    clientSecret: remembered?.clientSecret ?? (param.includes('_secret_') ? param : undefined),
  };
}
