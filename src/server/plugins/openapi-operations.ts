/**
 * Every documented route's operationId (what a generated client names its call, so never renamed lightly) and its
 * one-line summary, keyed by `METHOD path` as the route is registered; plus the error answers its hooks and schemas
 * do not tell: 404 for an id in the body or query, 409 where a conflict is a rule of the route, 429 where it counts
 * against a limit (docs/decisions/0052).
 * openapi.test.ts fails when a documented route has no entry here, or an entry names no route.
 */
export interface OperationInfo {
  operationId: string;
  summary: string;
  /** Error statuses only the route's handler knows of (a 404 for an id in the body or query, not the path). */
  errors?: readonly HandlerStatus[];
}

type HandlerStatus = 404 | 409 | 410 | 429;
type Entry = readonly [operationId: string, summary: string, errors?: readonly HandlerStatus[]];

const CONFLICT = [409] as const;
const LIMITED = [429] as const;
const BOTH = [409, 429] as const;
/** Names something by an id in its body: 404 when there is no such thing, 409 and 429 as BOTH. */
const BY_ID = [404, 409, 429] as const;

const ENTRIES: Record<string, Entry> = {
  'GET /healthz': ['getLiveness', 'Whether the process is up'],
  'GET /readyz': ['getReadiness', 'Whether the process can serve requests (database reachable)'],
  'GET /api/categories': ['listCategories', 'List the item categories'],
  'GET /api/legal': ['getLegalInfo', 'Get the terms and privacy versions and the company'],

  'POST /api/register': ['register', 'Create an account', BOTH],
  'POST /api/login': ['login', 'Sign in and receive the session cookie', LIMITED],
  'POST /api/logout': ['logout', 'Sign out of this session'],
  'POST /api/sessions/logout-others': ['logoutOtherSessions', 'Sign out of every other session'],
  'GET /api/auth/me': ['getCurrentUser', 'Get the signed-in user'],
  'GET /api/user': ['getUser', 'Get the signed-in user (the spec’s name)'],
  'POST /api/forgot-password': ['requestPasswordReset', 'Send a password reset link by e-mail', LIMITED],
  'POST /api/reset-password': ['resetPassword', 'Set a new password with a reset token'],
  'POST /api/verify-email': ['verifyEmail', 'Confirm an e-mail address with its token'],
  'POST /api/verify-email/resend': ['resendVerificationEmail', 'Send the verification e-mail again', LIMITED],

  'GET /api/users/:id': ['getUserProfile', 'Get a user’s public profile'],
  'GET /api/users/:id/card': ['getUserCard', 'Get the owner card of a user (the profile’s card fields alone)'],
  'PUT /api/users/:id': ['updateUserProfile', 'Update the signed-in user’s profile', BOTH],
  'PUT /api/users/me/language': ['setLanguage', 'Set the signed-in user’s language'],
  'POST /api/users/me/accept-terms': ['acceptTerms', 'Accept the current terms of service', CONFLICT],
  'PUT /api/users/:id/password': ['changePassword', 'Change the signed-in user’s password', LIMITED],
  'DELETE /api/users/:id': ['deleteAccount', 'Delete the signed-in user’s account', BOTH],
  'POST /api/users/me/export': ['requestDataExport', 'Ask for a copy of the signed-in user’s data (ZIP)', LIMITED],
  'GET /api/users/me/export': ['getDataExport', 'Get the state of the signed-in user’s data export'],
  'GET /api/users/me/export/download': ['downloadDataExport', 'Download a data export once, by its link', [404, 410]],

  'POST /api/contact': ['sendContactMessage', 'Send a message through the contact form', LIMITED],
  'POST /api/chatbot': ['askChatbot', 'Ask the help chatbot a question', LIMITED],

  'POST /api/uploads': ['uploadPhoto', 'Upload a photo', LIMITED],
  'POST /api/uploads/from-url': ['uploadPhotosFromUrls', 'Copy photos from web addresses', LIMITED],

  'GET /api/items': ['searchItems', 'Search the catalogue'],
  'POST /api/items': ['createItem', 'List an item for rent', LIMITED],
  'GET /api/items/:id': ['getItem', 'Get an item'],
  'PUT /api/items/:id': ['updateItem', 'Update one of the signed-in user’s items', LIMITED],
  'DELETE /api/items/:id': ['deleteItem', 'Delete one of the signed-in user’s items', CONFLICT],
  'GET /api/items/:id/unavailable-dates': ['listUnavailableDates', 'List the days an item is booked or blocked'],
  'GET /api/items/:id/blocked-dates': ['listBlockedDates', 'List the days the owner blocked on an item'],
  'PUT /api/items/:id/blocked-dates': ['replaceBlockedDates', 'Set the days the owner blocks on an item', CONFLICT],
  'POST /api/items/:id/calendar-token': ['newCalendarToken', 'Make a new secret address for an item’s iCal feed'],
  'GET /api/calendar/:file': ['getCalendarFeed', 'Get an item’s iCal feed by its secret address'],
  'GET /api/items/:id/similar': ['listSimilarItems', 'List items similar to an item'],
  'GET /api/users/me/items': ['listMyItems', 'List the signed-in user’s items'],

  'POST /api/rentals': ['createRental', 'Request to rent an item', BY_ID],
  'GET /api/rentals/incoming': ['listIncomingRentals', 'List requests for the signed-in user’s items'],
  'GET /api/rentals/outgoing': ['listOutgoingRentals', 'List the signed-in user’s own requests'],
  'GET /api/rentals/user': ['listUserRentals', 'List the signed-in user’s rentals on both sides'],
  'GET /api/rentals/counts': ['countRentals', 'Count the signed-in user’s rentals by status'],
  'GET /api/rentals/:id': ['getRental', 'Get a rental'],
  'PUT /api/rentals/:id/accept': [
    'acceptRental',
    'Accept a rental request, optionally with agreed handover times',
    CONFLICT,
  ],
  'PUT /api/rentals/:id/decline': ['declineRental', 'Decline a rental request', CONFLICT],
  'PUT /api/rentals/:id/cancel': ['cancelRental', 'Cancel a rental', CONFLICT],
  'PUT /api/rentals/:id/complete': ['completeRental', 'Mark a rental completed', CONFLICT],
  'PATCH /api/rentals/:rentalId/status': ['updateRentalStatus', 'Move a rental to another status', CONFLICT],
  'GET /api/rentals/:id/refund-preview': ['previewRefund', 'Preview the refund a cancellation would give'],

  'GET /api/notifications': ['listNotifications', 'List the signed-in user’s notifications'],
  'GET /api/notifications/unread-count': ['countUnreadNotifications', 'Count unread notifications'],
  'POST /api/notifications/read-all': ['markAllNotificationsRead', 'Mark every notification read'],
  'POST /api/notifications/:id/read': ['markNotificationRead', 'Mark a notification read'],
  'DELETE /api/notifications/:id': ['deleteNotification', 'Delete a notification'],
  'GET /api/events': ['streamEvents', 'Receive the signed-in user’s events as Server-Sent Events'],

  'POST /api/conversations': ['startConversation', 'Start a conversation about an item', BY_ID],
  'GET /api/conversations': ['listConversations', 'List the signed-in user’s conversations'],
  'GET /api/conversations/unread-count': ['countUnreadConversations', 'Count conversations with unread messages'],
  'GET /api/messages': ['listMessages', 'List the messages of a conversation', [404]],
  'GET /api/conversations/:id/messages': ['listConversationMessages', 'List a conversation’s messages'],
  'POST /api/messages': ['sendMessage', 'Send a message in a conversation', BY_ID],
  'POST /api/conversations/:id/read': ['markConversationRead', 'Mark a conversation read'],

  'POST /api/payments/webhook': ['receivePaymentWebhook', 'Receive the payment provider’s event'],
  'POST /api/payments/test-provider/confirm': ['confirmTestPayment', 'Confirm a payment at the test provider'],
  'POST /api/payments/test-provider/authenticate': [
    'authenticateTestPayment',
    'Pass or fail 3-D Secure at the test provider',
  ],
  'POST /api/payments/test-provider/onboarding': [
    'completeTestOnboarding',
    'Complete a payout account’s onboarding at the test provider',
    [404, 410],
  ],
  'POST /api/payments/create-intent': ['createPaymentIntent', 'Start paying for a rental', [404, 409]],

  'GET /api/payouts/account': ['getPayoutAccount', 'Get the signed-in user’s payout account'],
  'GET /api/payouts/tax-info': ['getTaxInfo', 'Get the signed-in owner’s DAC7 tax information (masked)'],
  'PUT /api/payouts/tax-info': ['putTaxInfo', 'Give or change the signed-in owner’s DAC7 tax information'],
  'POST /api/payouts/account': ['createPayoutAccountLink', 'Get a link to the payout account’s onboarding'],
  'GET /api/payouts': ['listPayouts', 'List the signed-in owner’s payouts'],
  'GET /api/earnings': ['getEarnings', 'Get the signed-in owner’s earnings'],
  'GET /api/earnings.csv': ['exportEarnings', 'Download the signed-in owner’s payout history as CSV'],
  'GET /api/payments/rental/:rentalId': ['getRentalPayment', 'Get a rental’s payment'],

  'POST /api/rentals/:rentalId/handover': [
    'addHandoverRecord',
    'Add condition photos and a note at pickup or return',
    BOTH,
  ],
  'GET /api/rentals/:rentalId/handover': ['listHandoverRecords', 'List a rental’s handover records'],
  'GET /api/rentals/:rentalId/photos/:name': ['getRentalPhoto', 'Get one private photo of a rental'],
  'POST /api/rentals/:rentalId/damage-reports': ['createDamageReport', 'Report damage after the return', BOTH],
  'GET /api/rentals/:rentalId/damage-reports': ['listDamageReports', 'List a rental’s damage reports'],
  'POST /api/damage-reports/:id/accept': ['acceptDamageReport', 'Accept a damage report’s amount', CONFLICT],
  'POST /api/damage-reports/:id/dispute': ['disputeDamageReport', 'Dispute a damage report', BOTH],
  'POST /api/damage-reports/:id/withdraw': ['withdrawDamageReport', 'Withdraw a damage report', CONFLICT],

  'POST /api/reviews': ['createReview', 'Review a completed rental', BY_ID],
  'GET /api/items/:id/reviews': ['listItemReviews', 'List an item’s published reviews'],
  'GET /api/users/:id/reviews': ['listUserReviews', 'List a user’s published reviews'],
  'GET /api/users/:id/listings': ['listUserListings', 'List a user’s public listings, available first'],
  'GET /api/reviews/received': ['listReceivedReviews', 'List reviews of the signed-in user'],
  'GET /api/reviews/given': ['listGivenReviews', 'List reviews the signed-in user wrote'],
  'GET /api/reviews/pending': ['listPendingReviews', 'List rentals the signed-in user may still review'],
  'GET /api/reviews/stats': ['getReviewStats', 'Get the signed-in user’s review statistics'],
  'GET /api/items/:id/review-eligibility': ['getReviewEligibility', 'Whether the signed-in user may review an item'],
  'POST /api/reviews/:id/reply': ['replyToReview', 'Reply to a review of the signed-in user', BOTH],
  'POST /api/reviews/:id/report': ['reportReview', 'Report a review to the administrators', BOTH],

  'GET /api/recommendations': ['listRecommendations', 'List items recommended to the signed-in user'],
  'GET /api/recommendations/:userId': ['listUserRecommendations', 'List items recommended to a user'],

  'GET /api/favourites': ['listFavourites', 'List the items the signed-in user keeps, newest first'],
  'GET /api/favourites/ids': ['listFavouriteIds', 'List the ids of the items the signed-in user keeps'],
  'PUT /api/favourites/:itemId': ['saveFavourite', 'Keep an item (idempotent)', CONFLICT],
  'DELETE /api/favourites/:itemId': ['removeFavourite', 'Stop keeping an item (idempotent)'],
  'GET /api/saved-searches': ['listSavedSearches', 'List the signed-in user’s saved searches'],
  'POST /api/saved-searches': ['saveSearch', 'Save a search (the same filters again answer the saved one)', CONFLICT],
  'DELETE /api/saved-searches/:id': ['deleteSavedSearch', 'Delete one of the signed-in user’s saved searches'],
  'POST /api/saved-searches/unsubscribe': [
    'unsubscribeSavedSearch',
    'Delete a saved search by its e-mail’s secret, without a session (RFC 8058)',
  ],

  'GET /api/phone/verification-status': ['getPhoneVerificationStatus', 'Get the mobile number’s verification state'],
  'POST /api/phone/send-verification': ['sendPhoneVerificationCode', 'Send a verification code by SMS', BOTH],
  'POST /api/phone/verify-code': ['verifyPhoneCode', 'Verify the mobile number with its code', BOTH],

  'GET /api/kyc/status': ['getKycStatus', 'Get the signed-in user’s identity verification state'],
  'GET /api/kyc/resubmission': ['getKycResubmission', 'Get what a rejected verification must send again'],
  'POST /api/kyc/submit': ['submitKyc', 'Send identity documents for verification', BOTH],

  'GET /api/admin/users': ['adminListUsers', 'List users'],
  'GET /api/admin/signup-stats': ['adminGetSignupStats', 'Get sign-up statistics'],
  'GET /api/admin/audit-events': ['adminListAuditEvents', 'List the audit log'],
  'GET /api/admin/review-reports': ['adminListReviewReports', 'List reported reviews'],
  'PATCH /api/admin/review-reports/:id': ['adminResolveReviewReport', 'Resolve a review report', CONFLICT],
  'GET /api/admin/deliveries/failed': ['adminListFailedDeliveries', 'List failed e-mail and SMS deliveries'],
  'POST /api/admin/rentals/:id/refund': [
    'adminRefundRental',
    'Refund part of a paid rental (goodwill, dispute)',
    CONFLICT,
  ],
  'GET /api/admin/payments/failed': ['adminListFailedMoney', 'List payouts and refunds that failed for good'],
  'GET /api/admin/dac7': ['adminGetDac7Report', 'Get the DAC7 report of a year as JSON, OECD DPI XML or CSV'],
  'POST /api/admin/dac7/notify': ['adminNotifyDac7Sellers', 'Tell each reportable seller what was reported for a year'],
  'POST /api/admin/payouts/:id/retry': ['adminRetryPayout', 'Send a failed payout again', CONFLICT],
  'POST /api/admin/refunds/:id/retry': ['adminRetryRefund', 'Send a failed refund again', CONFLICT],
  'POST /api/admin/deliveries/:id/retry': ['adminRetryDelivery', 'Send a failed delivery again', CONFLICT],
  'GET /api/admin/damage-reports': ['adminListDamageReports', 'List damage reports, the open ones oldest first'],
  'GET /api/admin/damage-reports/:id': ['adminGetDamageReport', 'Get a damage report with what it is decided on'],
  'PATCH /api/admin/damage-reports/:id': ['adminDecideDamageReport', 'Decide a disputed damage report', CONFLICT],
  'GET /api/admin/kyc/pending': ['adminListPendingKyc', 'List identity verifications awaiting review'],
  'GET /api/admin/kyc/:id/documents/:side': ['adminGetKycDocument', 'Get one side of a submitted identity document'],
  'PATCH /api/admin/kyc/:id/status': ['adminReviewKyc', 'Approve or reject an identity verification', CONFLICT],
  'GET /api/admin/chatbot/unanswered': [
    'adminListUnansweredChatbotQuestions',
    'List the questions the chatbot handed off',
  ],
};

export const OPERATIONS: ReadonlyMap<string, OperationInfo> = new Map(
  Object.entries(ENTRIES).map(([key, [operationId, summary, errors]]) => [key, { operationId, summary, errors }]),
);

/**
 * A route without an entry (only a test's, as the test of this map keeps it so) still gets a unique id and a summary,
 * so the document stays valid: `post /api/a/:id/b` → `postApiABById`.
 */
export function operationOf(method: string, url: string): OperationInfo {
  const listed = OPERATIONS.get(`${method} ${url}`);
  if (listed) return listed;
  const words = url
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  const operationId = [method.toLowerCase(), ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join('');
  return { operationId, summary: `${method} ${url}` };
}
