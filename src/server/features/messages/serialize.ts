import type { Language } from '@/shared/constants/limits';
import { maskContactDetails } from '@/shared/domain/contact-masking';
import { translate } from '@/shared/i18n/messages';
import type { ConversationView, MessageView, PublicPerson } from '@/shared/schemas/messages';
import type { ConversationViewRow, MessageRow } from './queries';

/** Content as its reader may see it: contact details masked, in the reader's language, until a rental is confirmed. */
export function readableContent(content: string, visible: boolean, lang: Language): string {
  return visible ? content : maskContactDetails(content, translate(lang, 'messaging.contactHidden'));
}

/** A deleted account shows no name, handle or photo: the client says "deleted user". */
function toPerson(u: ConversationViewRow['owner']): PublicPerson {
  const gone = u.deletedAt !== null;
  return {
    id: u.id,
    firstName: gone ? null : u.firstName,
    lastName: gone ? null : u.lastName,
    username: gone ? null : u.username,
    profilePhotoUrl: gone ? null : u.profilePhotoUrl,
  };
}

export function toConversationView(row: ConversationViewRow, lang: Language): ConversationView {
  const c = row.conversation;
  const visible = row.contactDetailsVisible;
  return {
    id: c.id,
    itemId: c.itemId,
    ownerId: c.ownerId,
    renterId: c.renterId,
    createdAt: c.createdAt.toISOString(),
    owner: toPerson(row.owner),
    renter: toPerson(row.renter),
    item: { id: row.item.id, name: row.item.name, imageUrl: row.item.imageUrl, deleted: row.item.deletedAt !== null },
    lastMessage: row.lastMessage ? readableContent(row.lastMessage.content, visible, lang) : null,
    lastMessageAt: row.lastMessage ? new Date(row.lastMessage.createdAt).toISOString() : null,
    unreadCount: row.unreadCount,
    rental: row.rental,
    contactDetailsVisible: visible,
  };
}

export function toMessageView(m: MessageRow, visible: boolean, lang: Language): MessageView {
  return {
    id: m.id,
    conversationId: m.conversationId,
    senderId: m.senderId,
    content: readableContent(m.content, visible, lang),
    createdAt: m.createdAt.toISOString(),
    isRead: m.isRead,
  };
}
