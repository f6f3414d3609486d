import type { Config } from '@/server/config';
import type { LlmClient } from './llm';
import { createOpenAiLlm } from './openai-llm';

/** The configured model (LLM_BASE_URL, LLM_API_KEY and LLM_MODEL), or null: the chatbot then answers by retrieval. */
export function createLlm(config: Pick<Config, 'llm'>): LlmClient | null {
  return config.llm ? createOpenAiLlm(config.llm) : null;
}
