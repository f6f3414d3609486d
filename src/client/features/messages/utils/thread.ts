import type { MessageView } from '@/shared/schemas/messages';

/** A thread as the cache holds it (an infinite query's data): pages newest first, each oldest first. */
type Thread = { pages: MessageView[][] };

/** The messages of a thread's pages (newest page first), oldest first and each once. */
export function threadMessages(data: Thread | undefined): MessageView[] {
  if (!data) return [];
  const byId = new Map<number, MessageView>();
  for (const page of data.pages) for (const m of page) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The thread with a message I just sent in its newest page (unless a refetch brought it already). */
export function withMessage<T extends Thread>(data: T | undefined, message: MessageView): T | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  return { ...data, pages: [[...newest, message].sort((a, b) => a.id - b.id), ...older] };
}

/** The newest message of the other participant that I have not read yet (its id), or 0. */
export function newestUnreadFrom(messages: readonly MessageView[], myId: number): number {
  let newest = 0;
  for (const m of messages) if (m.senderId !== myId && !m.isRead && m.id > newest) newest = m.id;
  return newest;
}
