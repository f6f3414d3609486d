/** One tag per server feature, in the order the reference page lists them. */
export const FEATURE_TAGS = [
  { name: 'auth', description: 'Registration, login and logout, sessions, password reset, e-mail verification' },
  { name: 'users', description: 'Public profiles; the signed-in user’s profile, password, language and account' },
  { name: 'categories', description: 'The fixed list of item categories' },
  {
    name: 'legal',
    description: 'The terms’ and privacy policy’s current versions and the company that runs the site (decision 0070)',
  },
  { name: 'items', description: 'The catalogue: search, listings, availability, similar items' },
  {
    name: 'recommendations',
    description: 'The signed-in user’s recommended items, each with its reason (decision 0035)',
  },
  {
    name: 'favourites',
    description: 'The items the signed-in user keeps, with whether each can still be rented (decision 0069)',
  },
  {
    name: 'saved-searches',
    description:
      'The signed-in user’s saved searches, e-mailed daily with new matching items; the e-mails’ unsubscribe link (decision 0069)',
  },
  { name: 'photos', description: 'Photo uploads for listings and profiles' },
  { name: 'rentals', description: 'Booking requests and the moves of a rental (docs/decisions/0013)' },
  {
    name: 'payments',
    description: 'Checkout intents, the payment provider’s webhook, a rental’s payment and refunds (decision 0030)',
  },
  {
    name: 'payouts',
    description: 'The owners’ payout accounts, payouts and earnings, with their CSV (decision 0062)',
  },
  {
    name: 'damage',
    description:
      'Handover photos at pickup and return, damage reports, their answer and settlement from the deposit (decision 0064)',
  },
  {
    name: 'reviews',
    description: 'Reviews of completed rentals, published blind; replies and reports (decision 0033)',
  },
  {
    name: 'phone',
    description: 'Verifying the signed-in user’s mobile number with a code sent by SMS (decision 0037)',
  },
  {
    name: 'kyc',
    description:
      'The signed-in user’s identity verification: documents sent privately, reviewed by an admin (decision 0038)',
  },
  { name: 'notifications', description: 'The signed-in user’s inbox' },
  { name: 'events', description: 'The live channel: the signed-in user’s events as Server-Sent Events' },
  { name: 'conversations', description: 'Conversations between an item’s owner and a renter (decision 0027)' },
  {
    name: 'messages',
    description: 'The messages of a conversation, contact details masked until a rental is confirmed',
  },
  {
    name: 'admin',
    description:
      'Administration (admins only): users, signup stats, KYC review, audit log, reports, failed deliveries, refunds of rentals, failed payouts and refunds, damage mediation, the chatbot’s unanswered questions',
  },
  { name: 'contact', description: 'The contact form' },
  {
    name: 'chatbot',
    description: 'The help chatbot: answers from the help centre and from the signed-in user’s own rentals (issue 23)',
  },
  { name: 'health', description: 'Liveness and readiness probes' },
] as const;

type FeatureTag = (typeof FEATURE_TAGS)[number]['name'];

/** Paths whose first segment after /api does not name their feature. */
const TAG_BY_PREFIX: [string, FeatureTag][] = [
  ['/api/users/me/items', 'items'],
  ['/api/uploads', 'photos'],
  ['/api/register', 'auth'],
  ['/api/login', 'auth'],
  ['/api/logout', 'auth'],
  ['/api/sessions', 'auth'],
  ['/api/forgot-password', 'auth'],
  ['/api/reset-password', 'auth'],
  ['/api/verify-email', 'auth'],
  // The spec's name for the signed-in user.
  ['/api/user', 'auth'],
  ['/api/damage-reports', 'damage'],
  ['/api/calendar', 'items'],
  ['/api/earnings', 'payouts'],
  ['/api/earnings.csv', 'payouts'],
  ['/healthz', 'health'],
  ['/readyz', 'health'],
];

/**
 * The feature a route belongs to: a listed prefix, else the first segment after /api, so a new feature's routes get
 * a tag of their own (which the OpenAPI test wants declared above, with a description).
 */
export function tagOf(url: string): string {
  // An item's or a user's reviews belong with the other review calls.
  if (/^\/api\/(items|users)\/[^/]+\/(reviews|review-eligibility)$/.test(url)) return 'reviews';
  // A rental's handover, photos and damage reports (issue 25).
  if (/^\/api\/rentals\/[^/]+\/(handover|photos|damage-reports)(\/|$)/.test(url)) return 'damage';
  const listed = TAG_BY_PREFIX.find(([prefix]) => url === prefix || url.startsWith(`${prefix}/`));
  return listed ? listed[1] : (/^\/api\/([^/]+)/.exec(url)?.[1] ?? 'other');
}
