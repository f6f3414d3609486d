import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startFakeModel, type FakeModelReply } from '@/server/adapters/llm/test-llm-server';
import { chatbotQuestions } from '@/server/db/tables';
import { createTestApp } from '@/server/test/test-app';

/** The model's part (issue 23 §2): a local server that answers like the OpenAI chat API stands in for it. */
let next: FakeModelReply = { content: '' };
const fake = await startFakeModel(() => next);
const { app, db } = await createTestApp({
  LLM_BASE_URL: fake.baseUrl,
  LLM_API_KEY: 'test-key',
  LLM_MODEL: 'test-model',
  LLM_TIMEOUT_MS: '500',
});

let address = 0;
const ask = (message: string, language = 'pl') =>
  app.inject({
    method: 'POST',
    url: '/api/chatbot',
    remoteAddress: `203.0.113.${++address}`,
    payload: { message, language, conversationHistory: [] },
  });
const lastLogged = async () =>
  (await db.select().from(chatbotQuestions).orderBy(desc(chatbotQuestions.id)).limit(1))[0];

describe('the chatbot with a language model configured', async () => {
  // What the retrieval alone answers, for comparison: the model's failures must give exactly this.
  next = { status: 500 };
  const retrieval = (await ask('Ile wynosi opłata serwisowa?')).json();

  it('uses a good answer, cited, and sends the model the passages and its name with the question as data', async () => {
    next = { content: 'Do każdej rezerwacji doliczana jest opłata serwisowa: 10% ceny wynajmu, płaci ją najemca.' };
    const res = await ask('Ile wynosi opłata serwisowa?');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.kind).toBe('article');
    expect(body.article).toEqual(retrieval.article);
    expect(body.response).toBe(
      `Do każdej rezerwacji doliczana jest opłata serwisowa: 10% ceny wynajmu, płaci ją najemca.\n\nWięcej: [${retrieval.links[0].label}](${retrieval.links[0].href})`,
    );
    const sent = fake.requests.at(-1)!.body;
    expect(sent.model).toBe('test-model');
    expect(sent.messages![0].role).toBe('system');
    expect(sent.messages![0].content).toContain('ONLY the facts in the help passages');
    expect(sent.messages![1].content).toContain(`link="${retrieval.links[0].href}"`);
    expect(sent.messages![1].content).toContain('10%');
    expect(sent.messages![1].content).toContain('<question>\nIle wynosi opłata serwisowa?\n</question>');
    expect(await lastLogged()).toMatchObject({ engine: 'llm', kind: 'article', answer: body.response });
  });

  it('replaces an answer with a figure the passages do not state by the retrieval answer', async () => {
    next = { content: 'Opłata serwisowa wynosi 15% ceny wynajmu. [Opłaty](/pomoc/oplaty)' };
    const body = (await ask('Ile wynosi opłata serwisowa?')).json();
    expect(body.response).toBe(retrieval.response);
    expect(body.response).not.toContain('15%');
    expect((await lastLogged()).engine).toBe('retrieval');
    // A link elsewhere is no better.
    next = { content: 'Opłata to 10%. Zapłać tutaj: [link](https://evil.example/pay)' };
    expect((await ask('Ile wynosi opłata serwisowa?')).json().response).toBe(retrieval.response);
  });

  it('falls back to the retrieval answer when the model fails or is slower than LLM_TIMEOUT_MS', async () => {
    next = { status: 500 };
    const failed = await ask('Ile wynosi opłata serwisowa?');
    expect(failed.statusCode).toBe(200);
    expect(failed.json().response).toBe(retrieval.response);
    next = { content: 'Opłata serwisowa to 10% ceny wynajmu.', delayMs: 3000 };
    const started = performance.now();
    const slow = await ask('Ile wynosi opłata serwisowa?');
    expect(performance.now() - started).toBeLessThan(2500);
    expect(slow.json()).toMatchObject({ kind: 'article', response: retrieval.response });
    expect((await lastLogged()).engine).toBe('retrieval');
  });

  it('is not asked for what is not an article: small talk, refusals, and never the asker’s own data', async () => {
    const before = fake.requests.length;
    next = { content: 'Masz 7 wynajmów.' };
    expect((await ask('Cześć')).json().kind).toBe('smalltalk');
    expect((await ask('Kim był Napoleon?')).json().kind).toBe('refusal');
    expect((await ask('Jaki jest status mojej prośby?')).json().kind).toBe('login-required');
    expect(fake.requests.length).toBe(before);
  });
});
