/** Business constants of spec 01 §9 and spec 02 §9, in one place. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const POPULAR_ITEMS_SHOWN = 4;
export const TESTIMONIALS_SHOWN = 3;
export const HOW_IT_WORKS_STEPS = 4;
export const FAQ_ENTRIES = 12;
export const RECOMMENDATIONS_SHOWN = 3;
/** The recommendations page shows this many (the most a call answers). */
export const RECOMMENDATIONS_PAGE_SIZE = 24;
export const MAX_PHOTOS_PER_LISTING = 5;
export const MAX_PHOTO_BYTES = 5_000_000;
export const BOOKING_FEE_RATE = 0.1;
export const CONTACT_REPLY_HOURS = 24;
export const UNREAD_BADGE_CAP = 99;
export const MEMBER_SINCE_FALLBACK_YEAR = 2024;
export const DEFAULT_CURRENCY = 'pln';
export const LANGUAGES = ['pl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pl';
/** Local-storage keys of spec 01 §3 and §1. */
export const STORAGE_USER_KEY = 'user';
export const STORAGE_LANGUAGE_KEY = 'language';
