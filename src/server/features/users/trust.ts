import { sql } from 'drizzle-orm';
import {
  RESPONSE_TIME_MIN_ANSWERS,
  RESPONSE_TIME_SCAN,
  RESPONSE_TIME_WINDOW,
  responseTimeKey,
} from '@/shared/constants/response-times';
import type { PublicUser } from '@/shared/schemas/users';
import type { DbOrTx } from '@/server/db/client';
import { preparedRaw } from '@/server/db/prepared';
import { conversations, messages, rentalEvents, rentals } from '@/server/db/tables';
import { approvedIdentitySql } from '@/server/features/kyc/public';

/** What the public card says of a person that is computed from records, not stored on the user's row. */
export type TrustSignals = Pick<PublicUser, 'isVerified' | 'responseTime' | 'responseTimeMinutes'>;

/**
 * The identity badge and the response time of one user, in one query (docs/decisions/0047). The answer to a booking
 * request is the owner's first reply after it: an accept or decline (rental_events, by the owner) or a message of
 * theirs in the conversation about that item with that renter, whichever came first. The median is taken over the
 * owner's RESPONSE_TIME_WINDOW most recently asked requests that were answered (a request still waiting, or closed
 * without an answer, has no time to count); with fewer than RESPONSE_TIME_MIN_ANSWERS answers there is no figure.
 * The requests are walked newest first and the walk stops at the window, and in any case after the
 * RESPONSE_TIME_SCAN most recent requests (issue 22: an owner of thousands of unanswered requests made every item page
 * of theirs take a second), so a long history costs one index sort and a bounded walk.
 */
export async function trustSignalsOf(db: DbOrTx, userId: number): Promise<TrustSignals> {
  const result = await trustStatement(db).execute({ userId });
  return trustSignalsFrom(result.rows[0]);
}

/** The row of trustSignalsOf's query (trustQuery), as PostgreSQL answers it. */
export interface TrustRow {
  verified: boolean;
  answered: number;
  median: number | null;
}

/** What the card says, from trustQuery's row: no figure below RESPONSE_TIME_MIN_ANSWERS answers. */
export function trustSignalsFrom(row: TrustRow | undefined): TrustSignals {
  const minutes =
    row && row.answered >= RESPONSE_TIME_MIN_ANSWERS && row.median !== null
      ? Math.max(0, Math.round(Number(row.median)))
      : null;
  return { isVerified: row?.verified === true, responseTime: responseTimeKey(minutes), responseTimeMinutes: minutes };
}

/**
 * trustSignalsOf's query for the user the placeholder `userId` names: one row (TrustRow). Also a part of the owner
 * card's one statement (profile.ts).
 */
const userParam = sql.placeholder('userId');
export const trustQuery = sql`
    select ${approvedIdentitySql(userParam)} as verified,
      count(a.minutes)::int as answered,
      percentile_cont(0.5) within group (order by a.minutes) as median
    from (
      select extract(epoch from (ans.at - r.created_at)) / 60 as minutes
      from (
        select ${rentals.id} as id, ${rentals.createdAt} as created_at, ${rentals.itemId} as item_id,
          ${rentals.renterId} as renter_id
        from ${rentals} where ${rentals.ownerId} = ${userParam}
        order by ${rentals.createdAt} desc, ${rentals.id} desc
        limit ${RESPONSE_TIME_SCAN}
      ) r
      cross join lateral (
        select least(
          (select min(${rentalEvents.at}) from ${rentalEvents}
            where ${rentalEvents.rentalId} = r.id and ${rentalEvents.by} = 'owner'
              and ${rentalEvents.step} in ('confirmed', 'declined')),
          (select min(${messages.createdAt}) from ${messages}
            join ${conversations} on ${conversations.id} = ${messages.conversationId}
            where ${conversations.itemId} = r.item_id and ${conversations.renterId} = r.renter_id
              and ${messages.senderId} = ${userParam} and ${messages.createdAt} >= r.created_at)
        ) as at
      ) ans
      where ans.at is not null
      limit ${RESPONSE_TIME_WINDOW}
    ) a`;

/** trustSignalsOf's statement, prepared (decision 0083). */
const trustStatement = preparedRaw<TrustRow>('user_trust_signals', trustQuery);
