import { describe, expect, it } from 'vitest';
import { publicFirstName, shortName, surnameInitial } from './person-name';

describe('shortName (a person as others see them, issue 26 §4)', () => {
  it('is the first name and the surname’s initial', () => {
    expect(shortName('Anna', 'Kowalska')).toBe('Anna K.');
    expect(shortName('  Piotr ', ' nowak ')).toBe('Piotr N.');
    expect(shortName('Anna Maria', 'Wiśniewska')).toBe('Anna Maria W.');
  });

  it('takes a Polish capital and the first part of a double surname', () => {
    expect(shortName('Jan', 'łukasiewicz')).toBe('Jan Ł.');
    expect(shortName('Ewa', 'Nowak-Kowalska')).toBe('Ewa N.');
    expect(surnameInitial("  O'Brien")).toBe('O.');
    expect(surnameInitial('—Żak')).toBe('Ż.');
  });

  it('never shows the surname, even typed into the first-name field', () => {
    expect(shortName('Anna Kowalska', 'Kowalska')).toBe('Anna K.');
    expect(shortName('Ewa Nowak', 'Nowak-Kowalska')).toBe('Ewa N.');
    expect(shortName('Kowalska', 'Kowalska')).toBe('');
  });

  it('without a surname the first name alone; without a first name nothing (the client names them)', () => {
    expect(shortName('Anna', null)).toBe('Anna');
    expect(shortName('Anna', '   ')).toBe('Anna');
    expect(shortName(null, 'Kowalska')).toBe('');
    expect(shortName('  ', 'Kowalska')).toBe('');
    expect(surnameInitial(null)).toBeNull();
    expect(surnameInitial('  ')).toBeNull();
  });
});

describe('publicFirstName', () => {
  it('is the first name without any word of the surname', () => {
    expect(publicFirstName(' Anna ', 'Kowalska')).toBe('Anna');
    expect(publicFirstName('Anna kowalska', 'Kowalska')).toBe('Anna');
    expect(publicFirstName('Kowalska', 'Kowalska')).toBeNull();
    expect(publicFirstName(null, 'Kowalska')).toBeNull();
  });
});
