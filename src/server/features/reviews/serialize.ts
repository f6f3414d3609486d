import { shortName } from '@/shared/domain/person-name';
import type { Review } from '@/shared/schemas/reviews';
import type { ReviewRow } from './queries';

interface Person {
  id: number;
  firstName: string | null;
  lastName: string | null;
  profilePhotoUrl: string | null;
  deletedAt: Date | null;
}

/**
 * A person as reviews name them: first name and the last name's initial ("Marta K."), never more (no e-mail, no
 * phone); '' for a deleted or nameless account, which the client shows as its own localised fallback.
 */
export function reviewPersonName(p: Pick<Person, 'firstName' | 'lastName' | 'deletedAt'>): string {
  return p.deletedAt ? '' : shortName(p.firstName, p.lastName);
}

export function toReviewPerson(p: Person) {
  return { id: p.id, name: reviewPersonName(p), profilePhotoUrl: p.deletedAt ? null : p.profilePhotoUrl };
}

export function toReview(r: ReviewRow): Review {
  return {
    id: r.id,
    itemId: r.itemId,
    reviewerId: r.reviewerId,
    rentalId: r.rentalId,
    rating: r.rating,
    comment: r.comment,
    reviewType: r.reviewType,
    targetUserId: r.targetUserId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    publishedAt: r.publishedAt?.toISOString() ?? null,
    published: r.publishedAt !== null,
    reviewer: toReviewPerson(r.reviewer),
    target: toReviewPerson(r.target),
    item: { id: r.item.id, name: r.item.name, imageUrl: r.item.imageUrl },
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
  };
}
