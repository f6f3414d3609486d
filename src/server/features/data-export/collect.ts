import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { maskContactDetails } from '@/shared/domain/contact-masking';
import { shortName } from '@/shared/domain/person-name';
import type { Language } from '@/shared/constants/limits';
import { translate } from '@/shared/i18n/messages';
import type { DbOrTx } from '@/server/db/client';
import {
  auditEvents,
  consents,
  contactMessages,
  conversations,
  damageReports,
  favourites,
  handoverRecords,
  itemBlockedDates,
  items,
  kycVerifications,
  messages,
  notifications,
  payments,
  payoutAccounts,
  payoutReversals,
  payouts,
  phoneVerifications,
  refunds,
  rentalEvents,
  rentals,
  reviews,
  savedSearches,
  sessions,
  users,
} from '@/server/db/tables';
import { storedNoticeText } from '@/server/features/notifications/public';
import { taxInformationForExport } from '@/server/features/dac7/public';
import type { AppDeps } from '@/server/app-deps';

/** One file of the export: its name in the ZIP and its content, as JSON. */
export interface ExportKind {
  file: string;
  data: unknown;
}

/** A photo to put in the ZIP: where it comes from (a public URL or a private document key) and its name there. */
export interface ExportPhoto {
  path: string;
  source: { publicUrl: string } | { documentKey: string };
}

/** Every kind, in the README's order: the test checks all of them are in every export. */
export const EXPORT_FILES = [
  'profile.json',
  'listings.json',
  'rentals-as-renter.json',
  'rentals-as-owner.json',
  'payments-and-refunds.json',
  'payouts.json',
  'messages.json',
  'reviews-given.json',
  'reviews-received.json',
  'notifications.json',
  'identity-checks.json',
  'phone-verifications.json',
  'consents.json',
  'sessions.json',
  'audit-events.json',
  'favourites.json',
  'saved-searches.json',
  'handover-records.json',
  'damage-reports.json',
  'contact-messages.json',
  'tax-information.json',
] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

/**
 * Another person as the export names them: their id and public short name ("Anna K.", shared/domain/person-name.ts),
 * never their e-mail, phone or surname. A deleted account has no name left.
 */
type Party = { id: number; name: string | null };
async function partiesOf(db: DbOrTx, ids: Iterable<number>): Promise<Map<number, Party>> {
  const list = [...new Set(ids)];
  if (list.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, list));
  return new Map(rows.map((u) => [u.id, { id: u.id, name: shortName(u.firstName, u.lastName) || null }]));
}

const grosze = (v: number | null) => (v === null ? null : (v / 100).toFixed(2));

/** "Jan Kowalski" as a notice stored it (params.renterName/ownerName) made short: the first word and an initial. */
function shortFromFull(full: unknown): string | null {
  if (typeof full !== 'string' || !full.trim()) return null;
  const [first, ...rest] = full.trim().split(/\s+/);
  return shortName(first, rest.join(' ')) || null;
}

/**
 * Everything the platform keeps about one account (GDPR art. 15 and 20), one kind per file, as the account holder may
 * see it: their own data in full, other people only as a Party. Secrets stay out: the password hash, session and
 * link token hashes, calendar and unsubscribe tokens, codes' hashes, payment client secrets, the identity documents'
 * images and full number, storage keys. Read in one transaction (repeatable read) so the files agree.
 */
export async function collectExport(
  deps: Pick<AppDeps, 'documents'>,
  db: DbOrTx,
  userId: number,
  lang: Language,
): Promise<{ files: ExportKind[]; photos: ExportPhoto[] }> {
  const photos: ExportPhoto[] = [];
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw new Error(`no user ${userId}`);
  const profile = {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    mobileNumber: u.mobileNumber,
    phoneVerified: u.phoneVerified,
    emailVerifiedAt: u.emailVerifiedAt,
    identityVerified: u.isVerified,
    language: u.language,
    role: u.role,
    averageRating: u.averageRating,
    reviewCount: u.reviewCount,
    responseTime: u.responseTime,
    termsAcceptedVersion: u.termsAcceptedVersion,
    termsAcceptedAt: u.termsAcceptedAt,
    profilePhoto: u.profilePhotoUrl ? 'photos/avatar.webp' : null,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  };
  if (u.profilePhotoUrl) photos.push({ path: 'photos/avatar.webp', source: { publicUrl: u.profilePhotoUrl } });

  const ownItems = await db.select().from(items).where(eq(items.ownerId, userId)).orderBy(asc(items.id));
  const blocked = ownItems.length
    ? await db
        .select()
        .from(itemBlockedDates)
        .where(
          inArray(
            itemBlockedDates.itemId,
            ownItems.map((i) => i.id),
          ),
        )
    : [];
  const listings = ownItems.map((i) => {
    const files = i.imageUrls.map((url, n) => {
      const path = `photos/listings/${i.id}-${n + 1}${extensionOf(url)}`;
      photos.push({ path, source: { publicUrl: url } });
      return path;
    });
    return {
      id: i.id,
      name: i.name,
      description: i.description,
      categoryId: i.categoryId,
      pricePerDay: i.pricePerDay,
      value: i.value,
      damageDeposit: i.damageDeposit,
      location: i.location,
      district: i.district,
      available: i.available,
      cancellationTerms: i.cancellationTerms,
      flexibility: i.flexibility,
      insuranceRequired: i.insuranceRequired,
      minDays: i.minDays,
      maxDays: i.maxDays,
      noticeDays: i.noticeDays,
      instantBooking: i.instantBooking,
      instantBookingVerifiedOnly: i.instantBookingVerifiedOnly,
      handoverFrom: i.handoverFrom,
      handoverTo: i.handoverTo,
      icalImportUrl: i.icalImportUrl,
      rating: i.rating,
      reviewCount: i.reviewCount,
      photos: files,
      blockedDates: blocked
        .filter((b) => b.itemId === i.id)
        .map((b) => ({ startDate: b.startDate, endDate: b.endDate, note: b.note, source: b.source })),
      createdAt: i.createdAt,
      updatedAt: i.updatedAt,
      deletedAt: i.deletedAt,
    };
  });

  const myRentals = await db
    .select({ r: rentals, itemName: items.name })
    .from(rentals)
    .innerJoin(items, eq(items.id, rentals.itemId))
    .where(or(eq(rentals.renterId, userId), eq(rentals.ownerId, userId)))
    .orderBy(asc(rentals.id));
  const rentalIds = myRentals.map((x) => x.r.id);
  const events = rentalIds.length
    ? await db
        .select()
        .from(rentalEvents)
        .where(inArray(rentalEvents.rentalId, rentalIds))
        .orderBy(asc(rentalEvents.at))
    : [];
  const conversationRows = await db
    .select()
    .from(conversations)
    .where(or(eq(conversations.ownerId, userId), eq(conversations.renterId, userId)))
    .orderBy(asc(conversations.id));
  const reviewRows = await db
    .select({ review: reviews, itemName: items.name })
    .from(reviews)
    .innerJoin(items, eq(items.id, reviews.itemId))
    .where(or(eq(reviews.reviewerId, userId), and(eq(reviews.targetUserId, userId), isNotNull(reviews.publishedAt))))
    .orderBy(asc(reviews.id));
  const people = await partiesOf(db, [
    ...myRentals.flatMap(({ r }) => [r.renterId, r.ownerId]),
    ...conversationRows.flatMap((c) => [c.ownerId, c.renterId]),
    ...reviewRows.flatMap(({ review }) => [review.reviewerId, review.targetUserId]),
  ]);
  const party = (id: number): Party => people.get(id) ?? { id, name: null };

  const rentalView = (r: (typeof myRentals)[number]['r'], itemName: string, role: 'renter' | 'owner') => ({
    id: r.id,
    item: { id: r.itemId, name: itemName },
    [role === 'renter' ? 'owner' : 'renter']: party(role === 'renter' ? r.ownerId : r.renterId),
    startDate: r.startDate,
    endDate: r.endDate,
    days: r.days,
    pickupTime: r.pickupTime,
    returnTime: r.returnTime,
    pricePerDay: r.pricePerDay,
    subtotal: r.subtotal,
    bookingFee: r.bookingFee,
    totalPrice: r.totalPrice,
    damageDeposit: r.damageDeposit,
    insuranceAccepted: r.insuranceAccepted,
    cancellationTerms: r.cancellationTerms,
    status: r.status,
    paymentStatus: r.paymentStatus,
    createdAt: r.createdAt,
    history: events
      .filter((e) => e.rentalId === r.id)
      .map((e) => ({ step: e.step, at: e.at, by: e.by, reason: e.reason })),
  });
  const asRenter = myRentals.filter((x) => x.r.renterId === userId);
  const asOwner = myRentals.filter((x) => x.r.ownerId === userId);

  // The renter's payments (what they paid and got back); clientSecret is a secret of the provider's checkout.
  const renterRentalIds = asRenter.map((x) => x.r.id);
  const paymentRows = renterRentalIds.length
    ? await db.select().from(payments).where(inArray(payments.rentalId, renterRentalIds)).orderBy(asc(payments.id))
    : [];
  const refundRows = paymentRows.length
    ? await db
        .select()
        .from(refunds)
        .where(
          inArray(
            refunds.paymentId,
            paymentRows.map((p) => p.id),
          ),
        )
        .orderBy(asc(refunds.id))
    : [];
  const paymentsAndRefunds = paymentRows.map((p) => ({
    id: p.id,
    rentalId: p.rentalId,
    provider: p.provider,
    amount: grosze(p.amount),
    currency: p.currency,
    status: p.status,
    method: p.paymentMethodType,
    failureMessage: p.failureMessage,
    paidAt: p.paidAt,
    createdAt: p.createdAt,
    refunds: refundRows
      .filter((f) => f.paymentId === p.id)
      .map((f) => ({
        id: f.id,
        amount: grosze(f.amount),
        reason: f.reason,
        status: f.status,
        createdAt: f.createdAt,
        updatedAt: f.updatedAt,
      })),
  }));

  const [account] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)).limit(1);
  const payoutRows = await db.select().from(payouts).where(eq(payouts.ownerId, userId)).orderBy(asc(payouts.id));
  const reversalRows = payoutRows.length
    ? await db
        .select()
        .from(payoutReversals)
        .where(
          inArray(
            payoutReversals.payoutId,
            payoutRows.map((p) => p.id),
          ),
        )
    : [];
  const payoutsFile = {
    account: account
      ? {
          provider: account.provider,
          status: account.status,
          bankLast4: account.bankLast4,
          requirements: account.requirements,
          createdAt: account.createdAt,
        }
      : null,
    payouts: payoutRows.map((p) => ({
      id: p.id,
      rentalId: p.rentalId,
      amount: grosze(p.amount),
      transferredAmount: grosze(p.transferredAmount),
      status: p.status,
      dueAt: p.dueAt,
      sentAt: p.sentAt,
      paidAt: p.paidAt,
      reversals: reversalRows
        .filter((v) => v.payoutId === p.id)
        .map((v) => ({ amount: grosze(v.amount), status: v.status, createdAt: v.createdAt })),
    })),
  };

  // Messages: the user's own in full; the other side's as the app showed them before contact was allowed, masked.
  const messageRows = conversationRows.length
    ? await db
        .select()
        .from(messages)
        .where(
          inArray(
            messages.conversationId,
            conversationRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(messages.id))
    : [];
  const itemNames = await itemNamesOf(
    db,
    conversationRows.map((c) => c.itemId),
  );
  const hidden = translate(lang, 'messaging.contactHidden');
  const messagesFile = conversationRows.map((c) => ({
    id: c.id,
    item: { id: c.itemId, name: itemNames.get(c.itemId) ?? null },
    myRole: c.ownerId === userId ? 'owner' : 'renter',
    with: party(c.ownerId === userId ? c.renterId : c.ownerId),
    messages: messageRows
      .filter((m) => m.conversationId === c.id)
      .map((m) => ({
        from: m.senderId === userId ? 'me' : 'them',
        content: m.senderId === userId ? m.content : maskContactDetails(m.content, hidden),
        sentAt: m.createdAt,
        readAt: m.readAt,
      })),
  }));

  const reviewView = ({ review: r, itemName }: (typeof reviewRows)[number], given: boolean) => ({
    id: r.id,
    rentalId: r.rentalId,
    type: r.reviewType,
    item: { id: r.itemId, name: itemName },
    [given ? 'about' : 'by']: party(given ? r.targetUserId : r.reviewerId),
    rating: r.rating,
    comment: r.comment,
    reply: r.reply,
    createdAt: r.createdAt,
    publishedAt: r.publishedAt,
    hiddenByAdmin: r.hiddenAt !== null,
  });

  const noticeRows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
  const notificationsFile = noticeRows.map((n) => {
    // A rental notice stores the parties' full names (for its text): here they are short, like everywhere else.
    const params =
      n.params && typeof n.params === 'object'
        ? {
            ...n.params,
            ...('renterName' in n.params ? { renterName: shortFromFull(n.params.renterName) } : {}),
            ...('ownerName' in n.params ? { ownerName: shortFromFull(n.params.ownerName) } : {}),
          }
        : n.params;
    const text = storedNoticeText({ type: n.type, params, title: n.title, message: n.message }, lang);
    return { id: n.id, type: n.type, ...text, relatedId: n.relatedId, read: n.read, createdAt: n.createdAt };
  });

  const kycRows = await db
    .select()
    .from(kycVerifications)
    .where(eq(kycVerifications.userId, userId))
    .orderBy(asc(kycVerifications.id));
  const identityChecks = kycRows.map((k) => ({
    id: k.id,
    status: k.verificationStatus,
    documentType: k.documentType,
    documentNumberLast4: k.documentNumberLast4,
    firstName: k.firstName,
    lastName: k.lastName,
    dateOfBirth: k.dateOfBirth,
    nationality: k.nationality,
    address: k.address,
    city: k.city,
    postalCode: k.postalCode,
    country: k.country,
    phoneNumber: k.phoneNumber,
    submittedAt: k.submittedAt,
    reviewedAt: k.reviewedAt,
    rejectionReason: k.rejectionReason,
    imagesKept: k.documentsDeletedAt === null,
    imagesDeletedAt: k.documentsDeletedAt,
  }));

  const phoneRows = await db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.userId, userId))
    .orderBy(asc(phoneVerifications.id));
  const consentRows = await db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id));
  const sessionRows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));

  // Audit events about the user: their account, their identity checks, or naming them; who did it only as a role.
  const kycIds = kycRows.map((k) => String(k.id));
  const auditRows = await db
    .select()
    .from(auditEvents)
    .where(
      or(
        eq(auditEvents.actorId, userId),
        and(eq(auditEvents.subjectType, 'user'), eq(auditEvents.subjectId, String(userId))),
        sql`${auditEvents.details}->>'userId' = ${String(userId)}`,
        kycIds.length
          ? and(eq(auditEvents.subjectType, 'kyc_verification'), inArray(auditEvents.subjectId, kycIds))
          : undefined,
      ),
    )
    .orderBy(asc(auditEvents.id));

  const favouriteRows = await db
    .select({ itemId: favourites.itemId, createdAt: favourites.createdAt, name: items.name })
    .from(favourites)
    .innerJoin(items, eq(items.id, favourites.itemId))
    .where(eq(favourites.userId, userId));
  const searchRows = await db.select().from(savedSearches).where(eq(savedSearches.userId, userId));

  const handoverRows = rentalIds.length
    ? await db
        .select()
        .from(handoverRecords)
        .where(inArray(handoverRecords.rentalId, rentalIds))
        .orderBy(asc(handoverRecords.id))
    : [];
  const handoverFile = handoverRows.map((h) => {
    const mine = h.byUserId === userId;
    // Only the photos the user took are theirs to take away; the other party's are listed by count.
    const files = mine
      ? h.photoKeys.map((key) => {
          const path = `photos/handover/${h.rentalId}/${h.id}-${lastSegment(key)}`;
          photos.push({ path, source: { documentKey: key } });
          return path;
        })
      : [];
    return {
      id: h.id,
      rentalId: h.rentalId,
      moment: h.moment,
      by: mine ? 'me' : 'them',
      note: mine ? h.note : null,
      photos: files,
      otherPartyPhotos: mine ? 0 : h.photoKeys.length,
      createdAt: h.createdAt,
      photosDeletedAt: h.photosDeletedAt,
    };
  });
  const reportRows = rentalIds.length
    ? await db
        .select()
        .from(damageReports)
        .where(inArray(damageReports.rentalId, rentalIds))
        .orderBy(asc(damageReports.id))
    : [];
  const damageFile = reportRows.map((d) => {
    const reporter = d.reportedBy === userId;
    const ownKeys = reporter ? d.photoKeys : d.renterPhotoKeys;
    const files = ownKeys.map((key) => {
      const path = `photos/damage/${d.id}-${lastSegment(key)}`;
      photos.push({ path, source: { documentKey: key } });
      return path;
    });
    return {
      id: d.id,
      rentalId: d.rentalId,
      myRole: reporter ? 'owner' : 'renter',
      description: d.description,
      estimatedCost: grosze(d.estimatedCost),
      deposit: grosze(d.deposit),
      status: d.status,
      renterStatement: d.renterStatement,
      settledAmount: grosze(d.settledAmount),
      returnedToRenter: grosze(d.returnedToRenter),
      settledBy: d.settledBy,
      decisionReason: d.decisionReason,
      myPhotos: files,
      createdAt: d.createdAt,
      answeredAt: d.answeredAt,
      settledAt: d.settledAt,
      withdrawnAt: d.withdrawnAt,
      photosDeletedAt: d.photosDeletedAt,
    };
  });
  const contactRows = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(asc(contactMessages.id));

  const content: Record<ExportFile, unknown> = {
    'profile.json': profile,
    'listings.json': listings,
    'rentals-as-renter.json': asRenter.map((x) => rentalView(x.r, x.itemName, 'renter')),
    'rentals-as-owner.json': asOwner.map((x) => rentalView(x.r, x.itemName, 'owner')),
    'payments-and-refunds.json': paymentsAndRefunds,
    'payouts.json': payoutsFile,
    'messages.json': messagesFile,
    'reviews-given.json': reviewRows.filter((x) => x.review.reviewerId === userId).map((x) => reviewView(x, true)),
    'reviews-received.json': reviewRows
      .filter((x) => x.review.targetUserId === userId && x.review.reviewerId !== userId)
      .map((x) => reviewView(x, false)),
    'notifications.json': notificationsFile,
    'identity-checks.json': identityChecks,
    'phone-verifications.json': phoneRows.map((p) => ({
      phoneNumber: p.phoneNumber,
      verified: p.verified,
      attempts: p.attempts,
      sentAt: p.createdAt,
      expiresAt: p.expiresAt,
      verifiedAt: p.verifiedAt,
      consumedAt: p.consumedAt,
      ip: p.ip,
    })),
    'consents.json': consentRows.map((c) => ({
      document: c.document,
      version: c.version,
      acceptedAt: c.acceptedAt,
      ip: c.ip,
      userAgent: c.userAgent,
    })),
    'sessions.json': sessionRows.map((s) => ({
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      expiresAt: s.expiresAt,
      userAgent: s.userAgent,
      ip: s.ip,
    })),
    'audit-events.json': auditRows.map((a) => ({
      action: a.action,
      subjectType: a.subjectType,
      subjectId: a.subjectId,
      by: a.actorId === null ? 'system' : a.actorId === userId ? 'me' : 'administrator',
      details: a.details,
      at: a.createdAt,
    })),
    'favourites.json': favouriteRows.map((f) => ({ item: { id: f.itemId, name: f.name }, savedAt: f.createdAt })),
    'saved-searches.json': searchRows.map((s) => ({
      query: s.q,
      categoryId: s.categoryId,
      location: s.location,
      district: s.district,
      start: s.start,
      end: s.end,
      lastSentAt: s.lastSentAt,
      createdAt: s.createdAt,
    })),
    'handover-records.json': handoverFile,
    'damage-reports.json': damageFile,
    'contact-messages.json': contactRows.map((c) => ({
      subject: c.subject,
      message: c.message,
      email: c.email,
      name: c.name,
      sentAt: c.createdAt,
    })),
    'tax-information.json': await taxInformationForExport(deps, db, userId),
  };
  return { files: EXPORT_FILES.map((file) => ({ file, data: content[file] })), photos };
}

async function itemNamesOf(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: items.id, name: items.name })
    .from(items)
    .where(inArray(items.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function lastSegment(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/** ".webp" of a photo's URL (the pipeline writes WebP); ".jpg" etc. for older ones; ".webp" when it has none. */
function extensionOf(url: string): string {
  const m = /\.(webp|jpe?g|png|gif|avif)(?:$|\?)/i.exec(url);
  return m ? `.${m[1].toLowerCase()}` : '.webp';
}
