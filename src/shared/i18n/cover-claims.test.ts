import { describe, expect, it } from 'vitest';
import { coverClaims } from './cover-claims';

describe('coverClaims', () => {
  it.each([
    ['Zweryfikowani i ubezpieczeni', ['ubezpieczeni']],
    ['Użytkownicy są zweryfikowani, a wypożyczenia ubezpieczone.', ['ubezpieczone']],
    ['Przedmiot jest objęty ubezpieczeniem.', ['objęty ubezpieczeniem']],
    ['Verified and insured', ['insured']],
    ['Every rental is covered by insurance.', ['covered by insurance']],
  ])('finds the claim in "%s"', (text, found) => {
    expect(coverClaims(text)).toEqual(found);
  });

  it.each([
    'Akceptuję ubezpieczenie wymagane przez właściciela',
    'Wymagaj ubezpieczenia',
    'Za tym wymogiem nie stoi ubezpieczyciel.',
    'I accept the insurance the owner requires',
    'No insurer stands behind this requirement today.',
    'Zweryfikowani i chronieni kaucją',
  ])('allows "%s"', (text) => {
    expect(coverClaims(text)).toEqual([]);
  });
});
