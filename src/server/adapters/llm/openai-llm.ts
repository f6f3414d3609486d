import OpenAI from 'openai';
import type { LlmConfig } from '@/server/config';
import type { LlmClient, LlmMessage } from './llm';

/**
 * Any OpenAI-compatible chat completions API through the official client. No retries: a question waits for one try at
 * most `timeoutMs` (the retrieval answer is ready meanwhile), and the timeout also bounds reading the body, not only
 * the wait for its headers.
 */
export function createOpenAiLlm(config: LlmConfig): LlmClient {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: config.timeoutMs,
    maxRetries: 0,
  });
  return {
    model: config.model,
    async complete({ messages, maxTokens }: { messages: LlmMessage[]; maxTokens: number }) {
      const res = await client.chat.completions.create(
        // max_tokens rather than max_completion_tokens: the one Ollama, vLLM and OpenAI's chat models all read.
        { model: config.model, messages, max_tokens: maxTokens, temperature: 0 },
        { signal: AbortSignal.timeout(config.timeoutMs) },
      );
      const text = res.choices[0]?.message?.content;
      if (typeof text !== 'string' || !text.trim()) throw new Error('the model answered nothing');
      return text;
    },
  };
}
