import { describe, expect, it } from 'vitest';
import { userDisplayName, userInitials } from './user-initials';

describe('userInitials', () => {
  it('uses the first letters of first and last name', () => {
    expect(userInitials({ firstName: 'anna', lastName: 'Kowalska', email: 'x@example.com' })).toBe('AK');
    expect(userInitials({ firstName: 'Łukasz', lastName: 'żak', email: 'x@example.com' })).toBe('ŁŻ');
  });

  it('falls back to the first letter of the e-mail when a name part is missing', () => {
    expect(userInitials({ firstName: 'Anna', lastName: null, email: 'zofia@example.com' })).toBe('Z');
    expect(userInitials({ firstName: '  ', lastName: 'Nowak', email: 'piotr@example.com' })).toBe('P');
  });
});

describe('userDisplayName', () => {
  it('joins the names, else shows the e-mail', () => {
    expect(userDisplayName({ firstName: 'Anna', lastName: 'Kowalska', email: 'a@example.com' })).toBe('Anna Kowalska');
    expect(userDisplayName({ firstName: null, lastName: null, email: 'a@example.com' })).toBe('a@example.com');
  });
});
