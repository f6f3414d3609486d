/** One message of a chat with the model: the instructions (system), the question with its data (user), a reply. */
export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * A chat model behind an OpenAI-compatible API (issue 23 §2: Ollama, vLLM, OpenAI), for the help chatbot's optional
 * answers. `complete` throws when the model fails, answers nothing, or is slower than the configured timeout: the
 * caller then answers without it.
 */
export interface LlmClient {
  readonly model: string;
  complete(input: { messages: LlmMessage[]; maxTokens: number }): Promise<string>;
}
