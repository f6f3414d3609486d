// The two stemmers the engine uses; @nlpjs ships no types. Only what stem.ts calls is declared.
declare module '@nlpjs/lang-pl' {
  export class StemmerPl {
    stemNoun(word: string): string;
    setCurrent(value: string): void;
    getCurrent(): string;
    innerStem(): void;
  }
}

declare module '@nlpjs/lang-en' {
  export class StemmerEn {
    setCurrent(value: string): void;
    getCurrent(): string;
    innerStem(): void;
  }
}
