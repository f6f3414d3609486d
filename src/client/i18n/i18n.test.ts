import { describe, expect, it } from 'vitest';
import { sharedMessages } from '@/shared/i18n/messages';
import en from './en.json';
import pl from './pl.json';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => {
    const base = k.replace(/_(zero|one|two|few|many|other)$/, '_PLURAL');
    return v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${base}`];
  });
}

describe('translations', () => {
  it('pl.json and en.json define the same keys (plural forms aside)', () => {
    const plKeys = new Set(keys(pl));
    const enKeys = new Set(keys(en));
    expect([...plKeys].filter((k) => !enKeys.has(k))).toEqual([]);
    expect([...enKeys].filter((k) => !plKeys.has(k))).toEqual([]);
  });

  it('Polish plural keys have the one, few and many forms', () => {
    const all = keys(pl).length ? JSON.stringify(pl) : '';
    const plural = [...all.matchAll(/"([\w.]+)_few"/g)].map((m) => m[1]);
    for (const k of plural) {
      expect(all).toContain(`"${k}_one"`);
      expect(all).toContain(`"${k}_many"`);
    }
  });

  it('client files do not redefine the shared namespaces', () => {
    for (const ns of Object.keys(sharedMessages.pl)) {
      expect(Object.keys(pl)).not.toContain(ns);
      expect(Object.keys(en)).not.toContain(ns);
    }
  });

  it('no text is empty', () => {
    const empty = (o: object): boolean => Object.values(o).some((v) => (typeof v === 'string' ? v.trim() === '' : empty(v)));
    expect(empty(pl)).toBe(false);
    expect(empty(en)).toBe(false);
  });
});
