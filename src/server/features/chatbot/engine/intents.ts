import type { UserDataTopic } from './types';

/**
 * What a message is before any retrieval (issue 23 §2): an instruction to the bot, a question about another company, a
 * greeting, a question about the asker's own data, a follow-up. Each test runs on the normalised text (no diacritics,
 * "ł" as "l", no punctuation) and knows both languages: people mix them, and an English injection in the Polish
 * widget must be caught all the same.
 */

/** Phrases that try to steer the bot rather than ask it something. */
const INJECTION = [
  // English
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|rules|prompts?|guidelines|context|above|previous|prior|everything)\b/,
  /\byou are now\b/,
  /\b(act|behave|respond|answer|reply) (as|like)\b/,
  /\bpretend\b/,
  /\broleplay|role play\b/,
  /\bsystem (prompt|message|instructions?)\b/,
  /\b(your|the) (instructions|prompt|rules)\b/,
  /\bdeveloper mode|jailbreak|\bdan mode\b/,
  /\bfrom now on\b/,
  /\brepeat after me\b/,
  /\b(say|tell (me|them|everyone|users)|write|confirm|state|claim|announce)( that)? (the )?(fee|price|deposit|refund|cost|commission|policy)\b.{0,30}\b(is|are|was|equals?)\b/,
  /\b(say|write|confirm|state)( that)? .{0,40}\b(is|are) (now )?(free|0|zero)\b/,
  // Polish (without diacritics)
  /\b(zignoruj|ignoruj|pomin|zapomnij|olej)\b.{0,40}\b(instrukcj\w*|polecen\w*|zasad\w*|regul\w*|poprzedni\w*|wczesniejsz\w*|wszystk\w*|prompt\w*)\b/,
  /\bjestes teraz\b/,
  /\b(udawaj|udaj|wciel sie|zachowuj sie jak|odgrywaj|badz teraz)\b/,
  /\b(prompt\w* systemow\w*|systemow\w* prompt\w*|instrukcj\w* systemow\w*|twoje instrukcje|twoj prompt)\b/,
  /\bod teraz\b/,
  /\bpowtorz (za mna|po mnie)\b/,
  /\b(powiedz|napisz|potwierdz|oglos|odpowiadaj)( mi| im| wszystkim)?,? ?(ze|iz)\b/,
];

/** Other companies and platforms: the bot speaks for this marketplace only. */
const OTHER_COMPANIES =
  /\b(olx|allegro|amazon|airbnb|ebay|vinted|otodom|otomoto|gumtree|fat ?llama|booksy|uber|bolt|google|facebook|instagram|tiktok|twitter|chatgpt|openai|netflix|ikea|castorama|leroy merlin|media ?markt|empik|zalando|temu|aliexpress|shein|revolut|getaround|turo|hiyacar|rentalo|wypozyczalnia24|shopee)\b/;

/** Subjects that are never the marketplace's, whatever else the message says (unless it also asks about renting). */
const OFF_TOPIC_SUBJECTS = [
  /\b(weather|forecast|politics?|political|president|prime minister|election|capital of|history of|football|recipe|poem|song|joke|horoscope|bitcoin|stock market|homework|translate|meaning of life)\b/,
  /\b(python|javascript|typescript|java|sql|html|css|rust|php|script|programming|algorithm)\b/,
  /\b(pogod\w*|prognoz\w*|polityk\w*|prezydent\w*|premier\w*|wybor\w*|stolic\w*|histori\w*|mecz\w*|pilk\w* noz\w*|wiersz\w*|piosenk\w*|dowcip\w*|zart\w*|kawal\w*|horoskop\w*|bitcoin\w*|gield\w*|zadani\w* domow\w*|przetlumacz\w*|sens zycia|skrypt\w*|programow\w*|algorytm\w*|przepis\w* na)\b/,
];

/** A whole message that is only a greeting, thanks or goodbye (with a few polite fillers). */
const GREETING =
  /^(czesc|hej|hejka|siema|witam|witaj|dzien dobry|dobry wieczor|elo|hello|hi|hey|hiya|good (morning|afternoon|evening)|yo)\b/;
const THANKS =
  /^(dzieki|dziekuje|dziekuje bardzo|wielkie dzieki|thanks|thank you|thx|ty|cheers|super dzieki|ok dzieki)\b/;
const FAREWELL = /^(do widzenia|do zobaczenia|pa|papa|narazie|na razie|bye|goodbye|see you|see ya)\b/;
const FILLERS = new Set(
  'bardzo wam ci panu pani serdecznie wielkie za pomoc super ok okej dobrze so much a lot lots for the help you again there all everyone bot mila great'.split(
    ' ',
  ),
);
/** "What can you do?", "who are you?": answered with what the bot helps with. */
const ABOUT_BOT =
  /^(co (potrafisz|umiesz|mozesz)|w czym (mozesz )?(mi )?pomoc|kim jestes|jak mozesz (mi )?pomoc|what can you (do|help( me)? with)|who are you|how can you help( me)?|what are you|help|pomocy|pomoc)$/;

/** "How does it work?" about the whole service: the help's overview answers it (the FAQ's first entry). */
const OVERVIEW =
  /^(a |i |to )?(jak (to|tu|u was) (wszystko )?dziala|jak dziala (ten )?(serwis|strona|portal|wypozyczalnia|wypozyczanie)|how (does )?(it|this|this site|the site|the service|renting) works?|how it works)$/;

export function asksHowItWorks(normal: string): boolean {
  return OVERVIEW.test(normal);
}

export type SmallTalk = 'greeting' | 'thanks' | 'farewell';

export function isInjection(normal: string): boolean {
  return INJECTION.some((re) => re.test(normal));
}

/**
 * A question about the listing's calendar sync (issue 26 §1): it names Airbnb's or Google's calendar because the help
 * tells how to import one or subscribe from one, so naming them there is no question about another company.
 */
const CALENDAR_SYNC = /\b(kalendarz\w*|calendars?|ical|ics|webcal)\b/;

export function namesOtherCompany(normal: string): boolean {
  return OTHER_COMPANIES.test(normal) && !CALENDAR_SYNC.test(normal);
}

export function hasOffTopicSubject(normal: string): boolean {
  return OFF_TOPIC_SUBJECTS.some((re) => re.test(normal));
}

/** A greeting, thanks or goodbye with nothing else in it; a greeting before a question is not small talk. */
export function smallTalkOf(normal: string): SmallTalk | null {
  if (ABOUT_BOT.test(normal)) return 'greeting';
  for (const [kind, re] of [
    ['thanks', THANKS],
    ['farewell', FAREWELL],
    ['greeting', GREETING],
  ] as const) {
    const m = re.exec(normal);
    if (!m) continue;
    const rest = normal.slice(m[0].length).split(' ').filter(Boolean);
    if (rest.every((w) => FILLERS.has(w) || GREETING.test(w) || THANKS.test(w))) return kind;
  }
  return null;
}

/** "Moja", "my", "czy mam": the question is about the asker's own things. */
const MINE = /\b(moj\w*|mi|mnie|mam|my|mine|i have|do i have|have i|am i|did i)\b/;
/** How-to questions stay with the help content even when they say "my": "how do I cancel my booking?". */
const HOW_TO =
  /^(jak|w jaki sposob|czy moge|czy mozna|co zrobic|co mam zrobic|how|can i|could i|should i|what should|what do i do|is it possible)\b|\b(jak (mam|moge|to)|how (do|can|to|should))\b/;
/** Words that ask for a state or a date rather than a rule. */
const STATUS =
  /\b(status\w*|stan\w*|kiedy|when|czy|is|are|has|have|was|were|did|do|gdzie|where|co z|what about|what s|whats|check|sprawdz\w*|pokaz\w*|show|list|zaakceptowa\w*|zaakceptowan\w*|accepted|przyjet\w*|odrzucon\w*|rejected|oplacon\w*|zaplacon\w*|paid|went through|przeszl\w*|doszl\w*|nieprzeczytan\w*|unread|new|nowe|nowych)\b/;

const TOPICS: Array<[UserDataTopic, RegExp]> = [
  [
    'unread',
    /\b(nieprzeczytan\w*|unread|nowe wiadomosc\w*|nowych wiadomosc\w*|new messages?|any messages?|wiadomosc\w*|messages?|odpisal\w*|replied|odpowiedzial\w*)\b/,
  ],
  [
    'next-start',
    /\b(kiedy (sie )?(zaczyna|rozpoczyna|startuje)|kiedy (mam )?odbior|when (does|do|will) (my )?\w* ?(rental|booking|reservation)s? (start|begin)|when do i (pick|collect)|next (rental|booking)|najblizsz\w* (wynaj\w*|wypozycz\w*|rezerwac\w*)|(start|begin)s? my)\b/,
  ],
  [
    'payments',
    /\b(platnosc\w*|oplacon\w*|zaplacon\w*|zaplacil\w*|payments?|paid|charged?|obciazen\w*|pieniadz\w*|money|wyplat\w*|payouts?|transakcj\w*)\b/,
  ],
  ['requests', /\b(prosb\w*|zapytani\w*|zgloszen\w*|requests?|inquir\w*)\b/],
  ['rentals', /\b(wynaj\w*|wypozycz\w*|rezerwac\w*|rentals?|bookings?|reservations?|renting)\b/],
  // "Czy zaakceptował?" with no noun: the request's answer.
  ['requests', /\b(zaakceptowa\w*|accepted|odrzucon\w*|odrzucil\w*|rejected|declined)\b/],
];

/** The asker's own data a question is about, or null for a general question ("how do payments work?"). */
export function userDataTopicOf(normal: string): UserDataTopic | null {
  if (!MINE.test(normal) || HOW_TO.test(normal)) return null;
  const topic = TOPICS.find(([, re]) => re.test(normal))?.[0] ?? null;
  if (!topic) return null;
  // "Mam"/"do I have" only counts with messages ("czy mam nowe wiadomości?"), not "mam problem z płatnością".
  if (!/\b(moj\w*|my|mine)\b/.test(normal) && topic !== 'unread' && topic !== 'next-start') return null;
  if (
    topic === 'unread' &&
    !/\b(nieprzeczytan\w*|unread|nowe|nowych|new|any|jakies|odpisal\w*|replied|odpowiedzial\w*|mam|have)\b/.test(normal)
  ) {
    return null;
  }
  return STATUS.test(normal) || topic === 'next-start' ? topic : null;
}

/** Starts like a follow-up to the previous question: "a przy elastycznej?", "and the deposit?". */
const FOLLOW_UP_START =
  /^(a|i|oraz|albo|lub|to|a co|a jak|a gdy|a jesli|a przy|a za|a w|a na|and|or|what about|how about|and if|what if|also|same for|then)\b/;

export function looksLikeFollowUp(normal: string): boolean {
  return FOLLOW_UP_START.test(normal);
}
