/** The help chatbot's limits (spec 02 §5, §9; issue 23 §2). */
export const CHATBOT_MESSAGE_MAX = 1000;
/** The conversation the widget sends with a question: its last 6 messages (spec 02 §9). */
export const CHATBOT_HISTORY_MAX = 6;
export const CHATBOT_HISTORY_MESSAGE_MAX = 2000;
/** The chat pane's height on a large screen (spec 02 §9). */
export const CHATBOT_PANE_HEIGHT_PX = 600;
/** Questions one session, and one address, may ask per minute before a 429. */
export const CHATBOT_RATE_PER_SESSION = 20;
export const CHATBOT_RATE_PER_ADDRESS = 60;
export const CHATBOT_RATE_WINDOW_MS = 60_000;
