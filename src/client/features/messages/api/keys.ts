import { conversationsKeys } from '@/client/lib/query-keys';

/**
 * The messages feature's caches, on the shared conversations root (the live channel in lib invalidates them): the
 * conversation list, each thread's pages, and the unread-messages count of the navbar badge.
 */
export const messagesKeys = {
  all: conversationsKeys.all,
  conversations: conversationsKeys.list,
  thread: conversationsKeys.thread,
  unreadCount: conversationsKeys.unreadCount,
};
