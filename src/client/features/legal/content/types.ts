import type { Company } from '@/shared/schemas/legal';

/**
 * One section of a legal document: its anchor, heading, paragraphs, then optionally a list, a table and paragraphs
 * after them. Paragraphs may hold links written `[label](href)` (markup.ts).
 */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** A table after the paragraphs: its header row and rows. */
  table?: { head: string[]; rows: string[][] };
  paragraphsAfter?: string[];
}

export interface LegalDocumentText {
  title: string;
  /** "Version of …" as shown under the title. */
  version: string;
  /** The template marker shown above the document. */
  intro: string;
  sections: LegalSection[];
}

export type LegalDocumentKind = 'terms' | 'privacy' | 'accessibility';

/** What the texts take from outside: the company (configuration) and a way to write a date. */
export interface LegalContext {
  company: Company;
  /** A date (YYYY-MM-DD) as the language writes it. */
  date: (iso: string) => string;
}
