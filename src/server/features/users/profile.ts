import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { publicFirstName, shortName, surnameInitial } from '@/shared/domain/person-name';
import {
  PROFILE_LISTINGS_SHOWN,
  PROFILE_REVIEWS_SHOWN,
  type ProfileListing,
  type PublicProfile,
  type PublicUser,
} from '@/shared/schemas/users';
import type { DbOrTx } from '@/server/db/client';
import { preparedPer } from '@/server/db/prepared';
import { items, users } from '@/server/db/tables';
import type { UserRow } from '@/server/features/auth/public';
import { reviewsAboutUser, roleRatingsOf } from '@/server/features/reviews/public';
import { toPublicUser } from './serialize';
import { trustQuery, trustSignalsFrom, trustSignalsOf, type TrustRow } from './trust';

/** A person's listings: not deleted (their account is live: the caller found it so). */
const listedBy = (userId: number) => and(eq(items.ownerId, userId), isNull(items.deletedAt));

/** One page of a person's listings as the profile shows them: available first, then newest first. */
export async function listingsOf(
  db: DbOrTx,
  userId: number,
  page: { page: number; limit: number },
): Promise<{ listings: ProfileListing[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: items.id,
        name: items.name,
        imageUrls: items.imageUrls,
        rating: items.rating,
        reviewCount: items.reviewCount,
        available: items.available,
        location: items.location,
        district: items.district,
        pricePerDay: items.pricePerDay,
        instantBooking: items.instantBooking,
      })
      .from(items)
      .where(listedBy(userId))
      .orderBy(desc(items.available), desc(items.createdAt), desc(items.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(items).where(listedBy(userId)),
  ]);
  return { listings: rows, total: n };
}

/** The city most of a person's listings are in (the newest listing's among equals); null without listings. */
async function cityOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ city: items.location })
    .from(items)
    .where(listedBy(userId))
    .groupBy(items.location)
    .orderBy(sql`count(*) desc`, sql`max(${items.createdAt}) desc`)
    .limit(1);
  return row?.city ?? null;
}

/** The card's own columns of a user's row (toPublicUser's). */
const cardColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePhotoUrl: users.profilePhotoUrl,
  phoneVerified: users.phoneVerified,
  averageRating: users.averageRating,
  reviewCount: users.reviewCount,
  createdAt: users.createdAt,
};

/**
 * The owner card's one statement, prepared (decision 0083): the card's columns of a live account and its trust signals
 * (trustQuery, as one JSON value), where a card once cost the whole row and a second statement.
 */
const cardStatement = preparedPer((db) =>
  db
    .select({ ...cardColumns, trust: sql<TrustRow>`(select row_to_json(t) from (${trustQuery}) t)` })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.deletedAt)))
    .prepare('user_card'),
);

/**
 * GET /api/users/{id}/card: what an owner card shows of a live account (the item page's, decision 0059), or null for
 * an unknown or deleted one: the profile's card fields, named as the profile names people, without its reviews,
 * listings and city. The card of an owner of thousands of listings and rentals costs one statement with a bounded walk
 * (trustSignalsOf's), where the whole profile counts and sorts all their listings.
 */
export async function publicCardOf(db: DbOrTx, userId: number): Promise<PublicUser | null> {
  const [row] = await cardStatement(db).execute({ userId });
  if (!row) return null;
  const { trust, ...u } = row;
  return {
    ...toPublicUser(u, trustSignalsFrom(trust)),
    username: shortName(u.firstName, u.lastName),
    firstName: publicFirstName(u.firstName, u.lastName),
    lastName: surnameInitial(u.lastName),
  };
}

/**
 * GET /api/users/{id}: the public profile of a live account (issue 26 §4, decision 0068). Never an e-mail, a phone
 * number, the whole surname (nor the e-mail's local part, `username`, which often holds it) or anything else private:
 * what is named is named by shortName.
 */
export async function publicProfileOf(db: DbOrTx, u: UserRow): Promise<PublicProfile> {
  const [trust, ratings, latest, listed, city] = await Promise.all([
    trustSignalsOf(db, u.id),
    roleRatingsOf(db, u.id),
    reviewsAboutUser(db, u.id, { page: 1, limit: PROFILE_REVIEWS_SHOWN }),
    listingsOf(db, u.id, { page: 1, limit: PROFILE_LISTINGS_SHOWN }),
    cityOf(db, u.id),
  ]);
  const name = shortName(u.firstName, u.lastName);
  const card = toPublicUser(u, trust);
  return {
    ...card,
    username: name,
    firstName: publicFirstName(u.firstName, u.lastName),
    lastName: surnameInitial(u.lastName),
    name,
    city,
    memberSince: card.createdAt,
    ...ratings,
    reviews: latest.reviews,
    reviewsTotal: latest.total,
    listings: listed.listings,
    listingsTotal: listed.total,
  };
}
