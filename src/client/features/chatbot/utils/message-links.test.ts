import { describe, expect, it } from 'vitest';
import { isSitePath, parseMessage } from './message-links';

describe('parseMessage', () => {
  it('turns a Markdown link to a path of this site into a link, keeping the text around it', () => {
    expect(parseMessage('Opłata wynosi 10%. Zobacz [Opłaty](/pomoc/oplaty#oplata-serwisowa).')).toEqual([
      { kind: 'text', text: 'Opłata wynosi 10%. Zobacz ' },
      { kind: 'link', label: 'Opłaty', href: '/pomoc/oplaty#oplata-serwisowa' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('reads several links, and links next to each other', () => {
    expect(parseMessage('[A](/a)[B](/b?x=1) and [C](/help/c)')).toEqual([
      { kind: 'link', label: 'A', href: '/a' },
      { kind: 'link', label: 'B', href: '/b?x=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', label: 'C', href: '/help/c' },
    ]);
  });

  it('leaves a link to anything but a path of this site as the text it was written as', () => {
    for (const text of [
      'Click [here](javascript:alert(1)) now',
      'Click [here](javascript:alert) now',
      'See [this](https://evil.example/login) page',
      'See [this](//evil.example) page',
      'See [this](/\\evil.example) page',
      'See [this](mailto:a@b.pl) page',
      'See [this](data:text/html,hi) page',
    ]) {
      const parts = parseMessage(text);
      expect(parts.every((p) => p.kind === 'text')).toBe(true);
      expect(parts.map((p) => (p.kind === 'text' ? p.text : '')).join('')).toBe(text);
    }
  });

  it('a text without links is one piece; an empty text none', () => {
    expect(parseMessage('Plain text\nover two lines')).toEqual([{ kind: 'text', text: 'Plain text\nover two lines' }]);
    expect(parseMessage('')).toEqual([]);
  });

  it('keeps brackets that are not links', () => {
    expect(parseMessage('[not a link] (/x) and [empty]()')).toEqual([
      { kind: 'text', text: '[not a link] (/x) and [empty]()' },
    ]);
  });
});

describe('isSitePath', () => {
  it('accepts only a path of this site', () => {
    expect(isSitePath('/pomoc/oplaty')).toBe(true);
    expect(isSitePath('/')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isSitePath('/a\nb')).toBe(false);
    expect(isSitePath('https://evil.example')).toBe(false);
    expect(isSitePath('javascript:alert(1)')).toBe(false);
    expect(isSitePath('pomoc/oplaty')).toBe(false);
  });
});
