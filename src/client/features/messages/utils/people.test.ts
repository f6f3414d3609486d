import { describe, expect, it } from 'vitest';
import type { ConversationView, PublicPerson } from '@/shared/schemas/messages';
import { otherParty, personInitials, personName } from './people';

const person = (over: Partial<PublicPerson>): PublicPerson => ({
  id: 1,
  firstName: null,
  lastName: null,
  username: null,
  profilePhotoUrl: null,
  ...over,
});

describe('people of a conversation', () => {
  it('the other party is the renter for the owner and the owner for the renter', () => {
    const owner = person({ id: 1, firstName: 'Olga' });
    const renter = person({ id: 2, firstName: 'Roman' });
    const c = { ownerId: 1, renterId: 2, owner, renter } as ConversationView;
    expect(otherParty(c, 1)).toBe(renter);
    expect(otherParty(c, 2)).toBe(owner);
  });

  it('names fall back to the username, then to nothing (a deleted account)', () => {
    expect(personName(person({ firstName: 'Anna', lastName: 'Kowalska', username: 'ania' }))).toBe('Anna Kowalska');
    expect(personName(person({ firstName: ' ', username: 'ania' }))).toBe('ania');
    expect(personName(person({}))).toBeNull();
    expect(personInitials(person({ firstName: 'anna', lastName: 'kowalska' }))).toBe('AK');
    expect(personInitials(person({ username: 'zbyszek' }))).toBe('Z');
    expect(personInitials(person({}))).toBe('?');
  });
});
