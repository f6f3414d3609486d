/**
 * The text contact-detail matching reads (docs/decisions/0044-contact-masking-that-holds.md): the written text folded
 * to plain lower-case ASCII where it can be, with every way of writing a digit turned into the digit. Each character
 * of the folded copy remembers the span of the original it came from, so that a match is masked in the original.
 *
 * In order: invisible characters go (zero-width spaces and joiners, the soft hyphen, fillers); each character is
 * taken through NFKC (full-width, mathematical and circled forms become plain ones), loses its diacritics and its
 * case; Cyrillic and Greek look-alikes of Latin letters become those letters; digits of any script become 0-9; the
 * letters O, I, l and | inside a run of digits become 0 and 1; numbers written as words in Polish or English become
 * digits ("sześćset siedemdziesiąt osiem" → 678, "six oh one" → 601).
 */

export interface FoldedText {
  /** The folded copy. */
  text: string;
  /** Per character of `text`, the span [start, end) of the original it came from. */
  starts: number[];
  ends: number[];
}

interface Unit {
  ch: string;
  start: number;
  end: number;
  /** The character before lower-casing (a capital O between digits is a zero; a lone "o" is a Polish word). */
  raw: string;
}

/** Format characters (zero-width space and joiners, word joiner, BOM, soft hyphen, bidi marks) and blank fillers. */
const INVISIBLE = /^[\p{Cf}\u115f\u1160\u3164\uffa0\u2800]$/u;
const MARKS = /\p{M}/gu;
const DASH = /^\p{Pd}$/u;
const SPACE = /^[\s\p{Z}]$/u;
const NON_ASCII_DIGIT = /^(?![0-9])\p{Nd}$/u;
const ND = /^\p{Nd}$/u;

/** Letters NFKC and diacritic removal leave alone, written as the Latin letter they are read as. */
const LOOK_ALIKES: Record<string, string> = {
  ł: 'l',
  đ: 'd',
  ø: 'o',
  ı: 'i',
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ӏ: 'l',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  '\u00b7': '.',
  '\u2022': '.',
  '\u2027': '.',
  '\u30fb': '.',
  '\u3002': '.',
};

/** The value of a decimal digit of any script: Unicode keeps each script's digits 0-9 together and in order. */
function digitValue(ch: string): string {
  let cp = ch.codePointAt(0)!;
  let n = 0;
  while (ND.test(String.fromCodePoint(cp - 1))) {
    cp--;
    n++;
  }
  return String(n % 10);
}

const folded = new Map<string, string>();

/** Plain ASCII folds by lower-casing alone; anything else is worked out once and remembered. */
function foldChar(c: string): string {
  const code = c.charCodeAt(0);
  if (code < 0x80)
    return code >= 0x41 && code <= 0x5a
      ? String.fromCharCode(code + 32)
      : c === '\t' || c === '\n' || c === '\r'
        ? ' '
        : c;
  let out = folded.get(c);
  if (out === undefined) {
    out = foldNonAscii(c);
    if (folded.size < 10_000) folded.set(c, out);
  }
  return out;
}

/** Circled digits NFKC leaves alone: ❶-❿, ➀-➉, ➊-➓ (1-10), ⓵-⓾ (1-10), ⓿ (0). */
function dingbatDigit(cp: number): string | null {
  if (cp >= 0x2776 && cp <= 0x2793) return String(((cp - 0x2776) % 10) + 1);
  if (cp >= 0x24f5 && cp <= 0x24fe) return String(cp - 0x24f5 + 1);
  if (cp === 0x24ff) return '0';
  return null;
}
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;

function foldNonAscii(c: string): string {
  if (INVISIBLE.test(c)) return '';
  const dingbat = dingbatDigit(c.codePointAt(0)!);
  if (dingbat !== null) return dingbat;
  // An emoji between digits separates them like a space ("600🔥700🔥800").
  if (PICTOGRAPH.test(c)) return ' ';
  let out = '';
  for (const ch of c.normalize('NFKC').normalize('NFD').replace(MARKS, '').toLowerCase()) {
    if (NON_ASCII_DIGIT.test(ch)) out += digitValue(ch);
    else if (DASH.test(ch)) out += '-';
    else if (SPACE.test(ch)) out += ' ';
    else out += LOOK_ALIKES[ch] ?? ch;
  }
  return out;
}

function foldUnits(text: string): Unit[] {
  const units: Unit[] = [];
  let i = 0;
  for (const c of text) {
    // One unit per UTF-16 code unit, so that an index of the joined text is an index of the units.
    const f = foldChar(c);
    for (let k = 0; k < f.length; k++) units.push({ ch: f[k], start: i, end: i + c.length, raw: c });
    i += c.length;
  }
  return units;
}

/** A token: a maximal run of letters, digits and "|" in the folded units, [from, to). */
interface Token {
  from: number;
  to: number;
  word: string;
}
const TOKEN = /[\p{L}\p{N}|]+/gu;

/** The units' text and its tokens. */
function tokensOf(units: Unit[]): { text: string; tokens: Token[] } {
  const text = units.map((u) => u.ch).join('');
  const tokens = [...text.matchAll(TOKEN)].map((m) => ({ from: m.index, to: m.index + m[0].length, word: m[0] }));
  return { text, tokens };
}

/** What may stand between two parts of one number: a few spaces, dashes, dots, slashes, commas or brackets. */
const JOINER = /^[\s\-.,;:/()_*~+]{0,3}$/;
const between = (text: string, a: Token, b: Token) => b.from - a.to <= 3 && JOINER.test(text.slice(a.to, b.from));

const LOOK_ALIKE_DIGITS: Record<string, string> = { o: '0', i: '1', l: '1', '|': '1' };
const hasDigit = (w: string) => /[0-9]/.test(w);
const onlyDigitsAndLookAlikes = (w: string) => /^[0-9oil|]+$/.test(w);

/**
 * O, I, l and | as digits: in a token of digits and these letters only ("6OO", "l2O"), and as tokens of their own
 * after a token with digits and before another or at the end of the text ("600 O O 7", "8 O O"), except a lower-case "o" or "i", which are Polish words ("o 7 rano").
 */
function lookAlikeDigits(units: Unit[]): void {
  const { text, tokens } = tokensOf(units);
  for (const t of tokens) {
    if (!hasDigit(t.word) || !onlyDigitsAndLookAlikes(t.word)) continue;
    for (let i = t.from; i < t.to; i++) units[i].ch = LOOK_ALIKE_DIGITS[units[i].ch] ?? units[i].ch;
  }
  // A lone "|" is a table's or a list's divider, not a one.
  const lone = (t: Token) =>
    t.to - t.from === 1 && t.word in LOOK_ALIKE_DIGITS && !['o', 'i', '|'].includes(units[t.from].raw);
  const digits = (t: Token | undefined) => t !== undefined && hasDigit(t.word);
  for (let k = 1; k < tokens.length; k++) {
    if (!lone(tokens[k]) || !digits(tokens[k - 1]) || !between(text, tokens[k - 1], tokens[k])) continue;
    let l = k;
    while (l + 1 < tokens.length && lone(tokens[l + 1]) && between(text, tokens[l], tokens[l + 1])) l++;
    const last = l + 1 === tokens.length;
    if (last || (digits(tokens[l + 1]) && between(text, tokens[l], tokens[l + 1])))
      for (let m = k; m <= l; m++) units[tokens[m].from].ch = LOOK_ALIKE_DIGITS[tokens[m].word];
    k = l;
  }
}

type NumberWord =
  | { kind: 'digit'; value: number }
  | { kind: 'teen'; value: number }
  | { kind: 'tens'; value: number }
  | { kind: 'hundreds'; value: number }
  | { kind: 'hundred' }
  | { kind: 'oh'; strict: boolean }
  | { kind: 'repeat'; times: number };

const table = (kind: 'digit' | 'teen' | 'tens' | 'hundreds', rows: [number, string][]) =>
  rows.flatMap(([value, words]) => words.split(' ').map((w) => [w, { kind, value }] as const));

/**
 * Number words, without diacritics. Polish digits with the forms used when dictating a number (the nominative, the
 * "-ka" names of digits, the genitive: "dwóch", "pięciu"), the teens, tens and hundreds ("sześćset" = 600); English
 * digits, teens and tens, "hundred", "oh" and "o" for zero, and "double"/"triple". Left out: "ten", which is the Polish
 * "this", and "nil".
 */
const NUMBER_WORDS = new Map<string, NumberWord>([
  ...table('digit', [
    [0, 'zero zera zerowka nought'],
    [1, 'jeden jedna jedno jednego jedynka jedynki one'],
    [2, 'dwa dwie dwoch dwojka dwojki two'],
    [3, 'trzy trzech trojka trojki three'],
    [4, 'cztery czterech czworka czworki four'],
    [5, 'piec pieciu piatka piatki five'],
    [6, 'szesc szesciu szostka szostki six'],
    [7, 'siedem siedmiu siodemka siodemki seven'],
    [8, 'osiem osmiu osemka osemki eight'],
    [9, 'dziewiec dziewieciu dziewiatka dziewiatki nine'],
  ]),
  ...table('teen', [
    [10, 'dziesiec dziesieciu'],
    [11, 'jedenascie eleven'],
    [12, 'dwanascie twelve'],
    [13, 'trzynascie thirteen'],
    [14, 'czternascie fourteen'],
    [15, 'pietnascie fifteen'],
    [16, 'szesnascie sixteen'],
    [17, 'siedemnascie seventeen'],
    [18, 'osiemnascie eighteen'],
    [19, 'dziewietnascie nineteen'],
  ]),
  ...table('tens', [
    [2, 'dwadziescia twenty'],
    [3, 'trzydziesci thirty'],
    [4, 'czterdziesci forty fourty'],
    [5, 'piecdziesiat fifty'],
    [6, 'szescdziesiat sixty'],
    [7, 'siedemdziesiat seventy'],
    [8, 'osiemdziesiat eighty'],
    [9, 'dziewiecdziesiat ninety'],
  ]),
  ...table('hundreds', [
    [1, 'sto'],
    [2, 'dwiescie'],
    [3, 'trzysta'],
    [4, 'czterysta'],
    [5, 'piecset'],
    [6, 'szescset'],
    [7, 'siedemset'],
    [8, 'osiemset'],
    [9, 'dziewiecset'],
  ]),
  ['hundred', { kind: 'hundred' }],
  ['oh', { kind: 'oh', strict: false }],
  ['o', { kind: 'oh', strict: true }],
  ['double', { kind: 'repeat', times: 2 }],
  ['triple', { kind: 'repeat', times: 3 }],
]);

/** Number words written together ("sixzerozero", "szescsetsiedemset"): split when the whole token is number words. */
function splitGlued(word: string): string[] | null {
  if (word.length < 6 || !/^[a-z]+$/.test(word)) return null;
  const best: (string[] | null)[] = Array.from({ length: word.length + 1 }, () => null);
  best[0] = [];
  for (let i = 0; i < word.length; i++) {
    if (!best[i]) continue;
    for (let j = i + 3; j <= word.length; j++) {
      const part = word.slice(i, j);
      const w = NUMBER_WORDS.get(part);
      if (w && w.kind !== 'oh' && !best[j]) best[j] = [...best[i]!, part];
    }
  }
  const parts = best[word.length];
  return parts && parts.length >= 2 ? parts : null;
}

type Entry = NumberWord | { kind: 'digits'; length: number };

/**
 * The digits of each entry of a run of numbers: a hundreds word followed by a tens, teen or digit word gives only its
 * first digit(s) ("sześćset siedemdziesiąt osiem" = 6, 7, 8; "sześćset osiem" = 60, 8), alone all three ("siedemset
 * osiemset" = 700, 800); a tens word likewise ("dwadzieścia jeden" = 2, 1; "dwadzieścia" = 20). "six hundred seven" is
 * 607, "six hundred seven hundred" 600 700.
 */
function digitsOfRun(run: Entry[]): string[] {
  return run.map((w, j) => {
    const next = run[j + 1];
    const after = next?.kind;
    // Written digits count as one digit each; "600 siedemset 800" is three groups.
    const afterDigit = after === 'digit' || after === 'oh' || (next?.kind === 'digits' && next.length === 1);
    switch (w.kind) {
      case 'digits':
        return '';
      case 'digit':
      case 'teen':
        return String(w.value);
      case 'oh':
        return '0';
      case 'tens':
        return afterDigit ? String(w.value) : `${w.value}0`;
      case 'hundreds':
      case 'hundred': {
        const lead = w.kind === 'hundreds' ? String(w.value) : run[j - 1]?.kind === 'digit' ? '' : '1';
        if (after === 'tens' || after === 'teen') return lead;
        if (afterDigit && run[j + 2]?.kind !== 'hundred') return `${lead}0`;
        return `${lead}00`;
      }
      case 'repeat': {
        const d = next?.kind === 'digit' ? String(next.value) : next?.kind === 'oh' ? '0' : '';
        return d.repeat(w.times - 1);
      }
    }
  });
}

/** Number words become digits; the digits of a word keep the word's span of the original. */
function numberWordsToDigits(units: Unit[]): Unit[] {
  const { text, tokens } = tokensOf(units);
  const entries: (Entry[] | null)[] = tokens.map((t) => {
    if (/^[0-9]+$/.test(t.word)) return [{ kind: 'digits', length: t.word.length }];
    const one = NUMBER_WORDS.get(t.word);
    if (one) return [one];
    return splitGlued(t.word)?.map((p) => NUMBER_WORDS.get(p)!) ?? null;
  });
  const linked = (k: number, l: number) =>
    tokens[l] !== undefined && entries[l] !== null && between(text, tokens[Math.min(k, l)], tokens[Math.max(k, l)]);
  // "oh" is a zero beside another number, "o" only between two ("five o five"; "o 7 rano" stays).
  tokens.forEach((_, k) => {
    const e = entries[k];
    if (e?.length !== 1 || e[0].kind !== 'oh') return;
    // A capital O beside digits is a zero even at the end of the number ("8 O O"); a small one is a Polish word.
    const strict = e[0].strict && units[tokens[k].from].raw !== 'O';
    // A small "o" ends a number after two others ("6 o o 7 o o 8 o o"), not after one ("Będę 5 o 7").
    const ok = strict
      ? linked(k, k - 1) && (linked(k, k + 1) || linked(k - 1, k - 2))
      : linked(k, k - 1) || linked(k, k + 1);
    if (!ok) entries[k] = null;
  });
  // A lone "double" or a lone "hundred" is a word.
  tokens.forEach((_, k) => {
    const e = entries[k];
    if (e?.length === 1 && e[0].kind === 'repeat' && !linked(k, k + 1)) entries[k] = null;
  });

  const replaced = new Map<number, { to: number; digits: string; start: number; end: number }>();
  for (let k = 0; k < tokens.length;) {
    if (!entries[k]) {
      k++;
      continue;
    }
    let l = k + 1;
    while (l < tokens.length && linked(l - 1, l)) l++;
    const run = entries.slice(k, l).flat() as Entry[];
    const digits = digitsOfRun(run);
    let j = 0;
    for (let t = k; t < l; t++) {
      const own = entries[t]!;
      const text = digits.slice(j, j + own.length).join('');
      j += own.length;
      if (own[0].kind === 'digits') continue;
      const tok = tokens[t];
      replaced.set(tok.from, { to: tok.to, digits: text, start: units[tok.from].start, end: units[tok.to - 1].end });
      // Commas and semicolons beside a number written as words are a pause in dictation.
      for (const [from, to] of [
        [t > k ? tokens[t - 1].to : tok.from, tok.from],
        [tok.to, t + 1 < l ? tokens[t + 1].from : tok.to],
      ])
        for (let i = from; i < to; i++) if (/[,;:]/.test(units[i].ch)) units[i].ch = ' ';
    }
    k = l;
  }
  if (replaced.size === 0) return units;

  const out: Unit[] = [];
  for (let i = 0; i < units.length;) {
    const r = replaced.get(i);
    if (!r) {
      out.push(units[i++]);
      continue;
    }
    for (const d of r.digits) out.push({ ch: d, start: r.start, end: r.end, raw: d });
    i = r.to;
  }
  return out;
}

/**
 * Text spaced out one character at a time ("j a n @ g m a i l . c o m", "6 0 0 7 0 0 8 0 0"): five or more single
 * characters each followed by one space are read together. Polish one-letter words never come five in a row.
 */
function collapseSpacedOut(units: Unit[]): Unit[] {
  const text = units.map((u) => u.ch).join('');
  const drop = new Set<number>();
  for (const m of text.matchAll(/(?<!\S)\S(?: \S){4,}(?!\S)/g)) {
    for (let i = m.index + 1; i < m.index + m[0].length; i += 2) drop.add(i);
  }
  return drop.size ? units.filter((_, i) => !drop.has(i)) : units;
}

export function foldForMatching(text: string): FoldedText {
  const units = collapseSpacedOut(foldUnits(text));
  const withNumbers = numberWordsToDigits(units);
  lookAlikeDigits(withNumbers);
  return {
    text: withNumbers.map((u) => u.ch).join(''),
    starts: withNumbers.map((u) => u.start),
    ends: withNumbers.map((u) => u.end),
  };
}
