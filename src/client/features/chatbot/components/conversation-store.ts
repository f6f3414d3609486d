import { useSyncExternalStore } from 'react';
import type { ChatMessage } from '../utils/history';

/** The conversation of this tab: it outlives the window (closed, minimised) and a reload, not the session. */
const STORAGE_KEY = 'chatbot.conversation';
/** What is kept of a long conversation. */
const KEPT_MESSAGES = 60;
const NONE: ChatMessage[] = [];

let messages: ChatMessage[] | null = null;
const listeners = new Set<() => void>();

function read(): ChatMessage[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as ChatMessage[]) : [];
  } catch {
    return [];
  }
}

function current(): ChatMessage[] {
  messages ??= read();
  return messages;
}

let counter = 0;

/** Adds a message to the conversation (and to the tab's storage). */
export function addMessage(message: Omit<ChatMessage, 'id' | 'timestamp'>) {
  const added: ChatMessage = { ...message, id: `${Date.now()}-${counter++}`, timestamp: new Date().toISOString() };
  messages = [...current(), added].slice(-KEPT_MESSAGES);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages));
  } catch {
    // Storage full or refused (private mode): the conversation lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The messages so far. The window renders only in the browser, after hydration; the server's answer is none. */
export function useConversation(): ChatMessage[] {
  return useSyncExternalStore(subscribe, current, () => NONE);
}
