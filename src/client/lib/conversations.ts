import type { ConversationView, StartConversationInput } from '@/shared/schemas/messages';
import { api } from './api-client';
import { localizedPath } from './paths';

/**
 * POST /api/conversations: `{ itemId }` as the renter (from the item page) or `{ rentalId }` as either party (from
 * the rental lists). Answers the existing conversation when there is one, so a second click opens the same thread.
 */
export function startConversation(body: StartConversationInput): Promise<ConversationView> {
  return api<ConversationView>('POST', '/api/conversations', body);
}

/** The inbox's Messages tab with one conversation open, in the language's alias (/skrzynka or /inbox). */
export function conversationPath(conversationId: number, lang: string): string {
  const query = new URLSearchParams({ tab: 'messages', conversation: String(conversationId) });
  return `${localizedPath('inbox', lang)}?${query.toString()}`;
}
