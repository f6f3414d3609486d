import { localizedPath } from '@/client/lib/paths';

/** The inbox's Messages tab with one conversation open, in the language's alias (/skrzynka or /inbox). */
export function conversationPath(conversationId: number, lang: string): string {
  const query = new URLSearchParams({ tab: 'messages', conversation: String(conversationId) });
  return `${localizedPath('inbox', lang)}?${query.toString()}`;
}
