import { describe, expect, it } from 'vitest';
import { listingEditSchema, type ListingEditValues } from './listing-edit-values';

const valid: ListingEditValues = {
  name: ' Wiertarka ',
  description: 'Mocna',
  pricePerDay: '12,50',
  value: '300',
  damageDeposit: '',
  location: 'Kraków',
  district: 'none',
  cancellationTerms: 'standard',
  flexibility: 'moderate',
  insuranceRequired: false,
  available: true,
  imageUrls: ['/uploads/a.webp'],
};

const messages = (values: Partial<ListingEditValues>) => {
  const r = listingEditSchema.safeParse({ ...valid, ...values });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('listing edit form', () => {
  it('trims, parses amounts with a decimal comma, defaults the deposit to 0 and stores no district as null', () => {
    expect(listingEditSchema.parse(valid)).toMatchObject({ name: 'Wiertarka', pricePerDay: 12.5, value: 300, damageDeposit: 0, district: null });
  });

  it('reads amounts the ways Poles write them, as the server does', () => {
    expect(listingEditSchema.parse({ ...valid, pricePerDay: '1 200,50 zł', value: '1\u00a0200', damageDeposit: '1.500,00' })).toMatchObject({
      pricePerDay: 1200.5,
      value: 1200,
      damageDeposit: 1500,
    });
  });

  it('says all fields are required when name, description or price is blank after trimming', () => {
    expect(messages({ name: '  ', description: ' ', pricePerDay: ' ' })).toEqual([
      'name:validation.allFieldsRequired',
      'description:validation.allFieldsRequired',
      'pricePerDay:validation.allFieldsRequired',
    ]);
  });

  it('refuses non-numeric amounts, more than two decimals and a district of another city', () => {
    expect(messages({ pricePerDay: 'abc' })).toEqual(['pricePerDay:validation.invalidAmount']);
    expect(messages({ damageDeposit: '1.234' })).toEqual(['damageDeposit:validation.invalidAmount']);
    expect(messages({ value: '1,200' })).toEqual(['value:validation.invalidAmount']);
    expect(messages({ district: 'Mokotów' })).toEqual(['district:validation.districtInvalid']);
  });

  it('keeps 1 to 5 photos in order, with the listing form\'s messages', () => {
    expect(listingEditSchema.parse({ ...valid, imageUrls: ['/uploads/b.webp', '/uploads/a.webp'] }).imageUrls).toEqual(['/uploads/b.webp', '/uploads/a.webp']);
    expect(messages({ imageUrls: [] })).toEqual(['imageUrls:validation.photoRequired']);
    expect(messages({ imageUrls: ['1', '2', '3', '4', '5', '6'].map((n) => `/uploads/${n}.webp`) })).toEqual(['imageUrls:validation.tooManyPhotos']);
  });
});
