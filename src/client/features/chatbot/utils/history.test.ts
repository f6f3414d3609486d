import { describe, expect, it } from 'vitest';
import { CHATBOT_HISTORY_MAX, CHATBOT_HISTORY_MESSAGE_MAX } from '@/shared/constants/chatbot';
import { chatbotRequestSchema } from '@/shared/schemas/chatbot';
import { extraLinks, historyFor, type ChatMessage } from './history';

const message = (i: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: String(i),
  role: i % 2 ? 'assistant' : 'user',
  content: `message ${i}`,
  timestamp: '2026-11-28T10:00:00.000Z',
  ...extra,
});

describe('historyFor', () => {
  it('sends the last 6 messages, oldest first, as role and content', () => {
    const messages = Array.from({ length: 9 }, (_, i) => message(i));
    expect(CHATBOT_HISTORY_MAX).toBe(6);
    expect(historyFor(messages)).toEqual([
      { role: 'assistant', content: 'message 3' },
      { role: 'user', content: 'message 4' },
      { role: 'assistant', content: 'message 5' },
      { role: 'user', content: 'message 6' },
      { role: 'assistant', content: 'message 7' },
      { role: 'user', content: 'message 8' },
    ]);
  });

  it('sends all of a shorter conversation, and nothing before the first question', () => {
    expect(historyFor([])).toEqual([]);
    expect(historyFor([message(0), message(1)])).toHaveLength(2);
  });

  it("leaves out the widget's own messages (a failure's apology) and counts 6 without them", () => {
    const messages = [
      ...Array.from({ length: 6 }, (_, i) => message(i)),
      message(6),
      message(7, { local: true, content: 'Sorry' }),
    ];
    const history = historyFor(messages);
    expect(history).toHaveLength(6);
    expect(history.map((m) => m.content)).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'message 5',
      'message 6',
    ]);
  });

  it('cuts a message to what the server accepts, so the request is always valid', () => {
    const long = message(1, { content: 'x'.repeat(CHATBOT_HISTORY_MESSAGE_MAX + 50) });
    const history = historyFor([message(0), long]);
    expect(history[1].content).toHaveLength(CHATBOT_HISTORY_MESSAGE_MAX);
    const body = { message: 'Ile?', language: 'pl', conversationHistory: history };
    expect(chatbotRequestSchema.safeParse(body).success).toBe(true);
  });
});

describe('extraLinks', () => {
  it('keeps only the links the text does not show', () => {
    const links = [
      { label: 'Opłaty', href: '/pomoc/oplaty' },
      { label: 'Kontakt', href: '/kontakt' },
    ];
    expect(extraLinks('Zobacz [Opłaty](/pomoc/oplaty).', links)).toEqual([{ label: 'Kontakt', href: '/kontakt' }]);
  });
});
