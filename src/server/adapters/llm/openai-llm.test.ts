import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/server/config';
import { createLlm } from './create-llm';
import { createOpenAiLlm } from './openai-llm';
import { startFakeModel, type FakeModelReply } from './test-llm-server';

let next: FakeModelReply = { content: 'ok' };
const fake = await startFakeModel(() => next);
const llm = createOpenAiLlm({ baseUrl: fake.baseUrl, apiKey: 'key-123', model: 'test-model', timeoutMs: 400 });
const ask = () => llm.complete({ messages: [{ role: 'user', content: 'Ile wynosi opłata?' }], maxTokens: 50 });

describe('the OpenAI-compatible LLM client', () => {
  it('sends the model, the messages and the key to /chat/completions and returns the answer', async () => {
    next = { content: 'Opłata wynosi 10%.' };
    expect(await ask()).toBe('Opłata wynosi 10%.');
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.authorization).toBe('Bearer key-123');
    expect(req.body).toMatchObject({
      model: 'test-model',
      max_tokens: 50,
      messages: [{ role: 'user', content: 'Ile wynosi opłata?' }],
    });
  });

  it('throws on a failure, without retrying, and on an empty answer', async () => {
    next = { status: 500 };
    const before = fake.requests.length;
    await expect(ask()).rejects.toThrow();
    expect(fake.requests.length).toBe(before + 1);
    next = { content: '   ' };
    await expect(ask()).rejects.toThrow(/nothing/);
  });

  it('gives up after its timeout', async () => {
    next = { content: 'late', delayMs: 3000 };
    const started = performance.now();
    await expect(ask()).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('is there only when all of LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are configured', () => {
    expect(createLlm({ llm: null })).toBeNull();
    expect(createLlm({ llm: { baseUrl: fake.baseUrl, apiKey: 'k', model: 'm', timeoutMs: 100 } })?.model).toBe('m');
    expect(loadConfig({ NODE_ENV: 'test' }).llm).toBeNull();
    expect(
      loadConfig({ NODE_ENV: 'test', LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: 'k', LLM_MODEL: 'llama3.1' }).llm,
    ).toEqual({ baseUrl: fake.baseUrl, apiKey: 'k', model: 'llama3.1', timeoutMs: 4000 });
    // Half a configuration is refused at start, each missing value named, rather than silently never asked.
    expect(() => loadConfig({ NODE_ENV: 'test', LLM_BASE_URL: fake.baseUrl })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', LLM_BASE_URL: fake.baseUrl })).toThrow(/LLM_API_KEY[\s\S]*LLM_MODEL/);
    expect(() => loadConfig({ NODE_ENV: 'test', LLM_BASE_URL: 'ftp://x', LLM_API_KEY: 'k', LLM_MODEL: 'm' })).toThrow();
  });
});
