import type { ConversationView, PublicPerson } from '@/shared/schemas/messages';

/** The other participant of a conversation, as I see it. */
export function otherParty(conversation: ConversationView, myId: number): PublicPerson {
  return conversation.ownerId === myId ? conversation.renter : conversation.owner;
}

/** First and last name, else the username, else null (a deleted account: the caller says so in words). */
export function personName(person: PublicPerson): string | null {
  const full = [person.firstName, person.lastName].filter((p) => p?.trim()).join(' ');
  return full || person.username || null;
}

/** One or two letters for an avatar without a photo. */
export function personInitials(person: PublicPerson): string {
  const letters = [person.firstName, person.lastName].map((p) => p?.trim().charAt(0) ?? '').join('');
  return (letters || person.username?.charAt(0) || '?').toUpperCase();
}
